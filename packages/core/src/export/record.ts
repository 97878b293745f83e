import { exportLabels } from './labels';
import { equipmentLines, laborLines, materialLines } from './record-lines';
import { finite, firstNumber, firstText, type ExportRecord, type ExportSource } from './record-types';

export type {
  ExportEquipmentLine,
  ExportLaborLine,
  ExportMaterialLine,
  ExportRecord,
  ExportSource,
} from './record-types';

/**
 * Reads a record the way SPEC.md §3 says the PDF export does: the top-level field first, then
 * calculation_data.input, calculation_data (the stored form) or job_type; 'Tidak ada' for a missing project,
 * 'Tidak diketahui' for a missing job type or category. Browser records (is_local) take their costs from the
 * summary; account records add labour, material and equipment for the HPP (HPP = A + B + C).
 */
export function readExportRecord(source: ExportSource): ExportRecord {
  const input = source.input ?? {};
  const stored = source.calculation_data ?? {};
  const storedInput = stored.input ?? {};
  const jobType = source.job_type ?? {};
  const summary = source.summary ?? {};
  const id = source.id === null || source.id === undefined ? '' : String(source.id);
  const isLocal = source.is_local === true || id.startsWith('local_');

  const volume =
    firstNumber(source.volume, input.volume, storedInput.volume, stored.manual_volume, stored.volume) ?? 0;
  const estimatedDays = Math.round(firstNumber(input.estimated_days, storedInput.estimated_days) ?? 0);
  const lines = laborLines(source, estimatedDays);
  const materials = materialLines(source, volume);
  const profitPercentage =
    firstNumber(
      source.profit_percentage,
      summary.profit_percentage,
      input.profit_percentage,
      storedInput.profit_percentage,
      stored.profit_percentage,
    ) ?? 0;

  const laborCost = isLocal
    ? (firstNumber(summary.total_labor_cost, source.labor_cost) ?? 0)
    : (firstNumber(source.labor_cost, summary.total_labor_cost) ?? 0);
  const materialCost = isLocal
    ? (firstNumber(summary.total_material_cost, source.material_cost) ?? 0)
    : (firstNumber(source.material_cost, summary.total_material_cost) ?? 0);
  // Results from before equipment existed have none: their HPP stays labour + material.
  const equipmentCost = isLocal
    ? (firstNumber(summary.total_equipment_cost, source.equipment_cost) ?? 0)
    : (firstNumber(source.equipment_cost, summary.total_equipment_cost) ?? 0);
  const totalHpp = isLocal
    ? (firstNumber(summary.total_cost, source.total_cost) ?? laborCost + materialCost + equipmentCost)
    : laborCost + materialCost + equipmentCost;
  const totalRab = isLocal
    ? (firstNumber(summary.rab_total, source.total_rab) ?? 0)
    : (firstNumber(source.total_rab, summary.rab_total) ?? 0);
  // HPP and RAB per unit: total / volume, with 1 when the volume is missing.
  const divisor = volume > 0 ? volume : 1;

  return {
    id,
    projectName:
      firstText(source.project_name, input.project_name, storedInput.project_name, stored.project_name) ??
      exportLabels.noProject,
    jobTypeName: firstText(source.job_type_name, jobType.name) ?? exportLabels.unknown,
    categoryName: firstText(source.category_name, jobType.category_name) ?? exportLabels.unknown,
    unit: firstText(source.job_type_unit, jobType.unit) ?? 'unit',
    isLocal,
    priceBook: firstText(source.price_book?.name) ?? exportLabels.nationalCatalogue,
    createdAt: firstText(source.created_at),
    volume,
    productivity:
      firstNumber(source.productivity, input.productivity, storedInput.productivity, stored.productivity) ??
      0,
    workerRatio: firstText(input.worker_ratio, storedInput.worker_ratio, stored.worker_ratio) ?? '-',
    estimatedDays,
    totalWorkers: firstNumber(source.labor?.total_workers) ?? 0,
    profitPercentage,
    laborCost,
    materialCost,
    equipmentCost,
    totalHpp,
    hppPerUnit: finite(Math.round(totalHpp / divisor)),
    totalRab,
    rabPerUnit: finite(Math.round(totalRab / divisor)),
    profitValue: totalRab - totalHpp,
    laborLines: lines,
    materialLines: materials,
    equipmentLines: equipmentLines(source, volume),
  };
}
