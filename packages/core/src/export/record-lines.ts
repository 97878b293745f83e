import { roundRupiah } from '../format/number';
import { exactQuantity } from '../calculation/priced-quantity';
import { LABOR_ROLE_LABELS, isSupervisionRole, laborLineName } from '../calculation/labor-display';
import type { EquipmentDetail, LaborLine, MaterialDetail } from '../calculation/types';
import { exportLabels } from './labels';
import {
  firstNumber,
  firstText,
  type DeepPartial,
  type ExportEquipmentLine,
  type ExportLaborLine,
  type ExportMaterialLine,
  type ExportSource,
} from './record-types';

export function laborLines(source: ExportSource, days: number): ExportLaborLine[] {
  const lines = (source.labor?.lines ?? []).filter(Boolean) as DeepPartial<LaborLine>[];
  if (lines.length > 0) {
    return lines.map((line) => {
      const workers = firstNumber(line.workers) ?? 0;
      const dailyRate = firstNumber(line.daily_rate) ?? 0;
      const lineDays = firstNumber(line.days) ?? days;
      const supervision = isSupervisionRole(line.role);
      // Crew: workers × daily rate × days. Supervision was priced from the AHSP orang-hari and rounded once.
      const total = supervision
        ? (firstNumber(line.cost) ?? roundRupiah(workers * dailyRate * lineDays))
        : roundRupiah(workers * dailyRate * lineDays);
      const personDays = supervision && dailyRate > 0 ? total / dailyRate : workers * lineDays;
      return {
        // The same name as on the result screen: the rate's ("Tukang batu"), else the role's label.
        name: laborLineName(line.role, firstText(line.name)) ?? exportLabels.unknown,
        workers,
        dailyRate,
        days: lineDays,
        personDays,
        total,
        supervision,
      };
    });
  }
  // Older records without lines: the crew from the labour summary.
  const labor = source.labor ?? {};
  const crew: [string, number | null, number | null][] = [
    [LABOR_ROLE_LABELS.tukang, firstNumber(labor.num_tukang), firstNumber(labor.tukang_daily_rate)],
    [LABOR_ROLE_LABELS.pekerja, firstNumber(labor.num_pekerja), firstNumber(labor.pekerja_daily_rate)],
  ];
  return crew
    .filter(([, workers]) => (workers ?? 0) > 0)
    .map(([name, workers, rate]) => ({
      name,
      workers: workers ?? 0,
      dailyRate: rate ?? 0,
      days,
      personDays: (workers ?? 0) * days,
      total: roundRupiah((workers ?? 0) * (rate ?? 0) * days),
      supervision: false,
    }));
}

/** Each material line; its quantity the one the cost was priced from (per unit × volume × (1 + waste%)). */
export function materialLines(source: ExportSource, volume: number): ExportMaterialLine[] {
  const details = (source.materials?.details ?? []).filter(Boolean) as DeepPartial<MaterialDetail>[];
  const wastePercent = firstNumber(source.materials?.waste_factor) ?? 0;
  return details.map((line) => {
    const price = firstNumber(line.material_price) ?? 0;
    const quantityPerUnit = firstNumber(line.quantity_per_unit) ?? 0;
    const stored = firstNumber(line.total_quantity) ?? 0;
    const totalQuantity = exactQuantity(stored, quantityPerUnit, volume, wastePercent);
    return {
      name: firstText(line.material_name) ?? exportLabels.unknown,
      unit: firstText(line.material_unit) ?? '',
      price,
      quantityPerUnit,
      totalQuantity,
      total: firstNumber(line.material_cost) ?? roundRupiah(totalQuantity * price),
    };
  });
}

/** Each equipment line; its quantity the one the cost was priced from (per unit × volume: no waste). */
export function equipmentLines(source: ExportSource, volume: number): ExportEquipmentLine[] {
  const details = (source.equipment?.details ?? []).filter(Boolean) as DeepPartial<EquipmentDetail>[];
  return details.map((line) => {
    const price = firstNumber(line.equipment_price) ?? 0;
    const quantityPerUnit = firstNumber(line.quantity_per_unit) ?? 0;
    const stored = firstNumber(line.total_quantity) ?? 0;
    const totalQuantity = exactQuantity(stored, quantityPerUnit, volume);
    return {
      name: firstText(line.equipment_name) ?? exportLabels.unknown,
      unit: firstText(line.equipment_unit) ?? '',
      price,
      quantityPerUnit,
      totalQuantity,
      total: firstNumber(line.equipment_cost) ?? roundRupiah(totalQuantity * price),
    };
  });
}
