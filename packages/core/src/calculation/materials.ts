import { roundRupiah, roundTo } from '../format/number';
import type { CalculationResult, JobTypeEquipment, JobTypeMaterial } from './types';
import type { NormalizedCalculationForm } from '../validation/form';

/**
 * Materials of a job type for one calculation: those matching the brick type, restricted to material_specs
 * when the form lists them. Quantity = coefficient (or override) × volume × (1 + waste%).
 */
export function calculateMaterials(
  assigned: JobTypeMaterial[],
  form: NormalizedCalculationForm,
  volume: number,
): { result: CalculationResult['materials']; warnings: string[] } {
  const warnings: string[] = [];
  const matching = assigned.filter((m) => m.brick_type === null || m.brick_type === form.brick_type);
  const overrides = new Map<number, number | null>();
  for (const spec of form.material_specs ?? []) overrides.set(spec.material_id, spec.quantity_override);

  const chosen = form.material_specs ? matching.filter((m) => overrides.has(m.material_id)) : matching;
  if (form.material_specs) {
    const known = new Set(matching.map((m) => m.material_id));
    for (const id of overrides.keys()) {
      if (!known.has(id))
        warnings.push(`Material dengan ID ${id} tidak terdaftar pada jenis pekerjaan ini dan diabaikan.`);
    }
  }

  const wasteMultiplier = 1 + form.custom_waste_factor / 100;
  const details = chosen.map((m) => {
    const perUnit = overrides.get(m.material_id) ?? m.quantity_per_unit;
    const totalQuantity = perUnit * volume * wasteMultiplier;
    return {
      material_id: m.material_id,
      material_code: m.code,
      material_name: m.name,
      material_unit: m.unit,
      material_price: m.price,
      quantity_per_unit: perUnit,
      total_quantity: roundTo(totalQuantity, 4),
      material_cost: roundRupiah(totalQuantity * m.price),
      ...(m.price_source && { price_source: m.price_source }),
    };
  });
  return {
    result: {
      total_material_cost: details.reduce((sum, d) => sum + d.material_cost, 0),
      waste_factor: form.custom_waste_factor,
      details,
    },
    warnings,
  };
}

/**
 * C. Peralatan: each assigned piece of equipment gives total_quantity = coefficient × volume (no waste factor: it is
 * time or a lump sum, not stock that breaks) and cost = round(total_quantity × price).
 */
export function calculateEquipment(
  assigned: JobTypeEquipment[] = [],
  volume: number,
): NonNullable<CalculationResult['equipment']> {
  const details = assigned.map((e) => {
    const totalQuantity = e.quantity_per_unit * volume;
    return {
      equipment_id: e.equipment_id,
      equipment_code: e.code,
      equipment_name: e.name,
      equipment_unit: e.unit,
      equipment_price: e.price,
      quantity_per_unit: e.quantity_per_unit,
      total_quantity: roundTo(totalQuantity, 4),
      equipment_cost: roundRupiah(totalQuantity * e.price),
      ...(e.price_source && { price_source: e.price_source }),
    };
  });
  return { total_equipment_cost: details.reduce((sum, d) => sum + d.equipment_cost, 0), details };
}
