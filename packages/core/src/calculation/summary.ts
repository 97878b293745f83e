import { roundRupiah } from '../format/number';
import type { CalculationResult } from './types';

/**
 * HPP and RAB (SPEC.md §9). RAB = round(HPP / (1 − p/100)) is a margin on the selling price, not the AHSP
 * overhead markup: 20% margin on Rp 800.000 HPP gives RAB Rp 1.000.000, not Rp 960.000.
 */
export function summarize(
  totalLaborCost: number,
  totalMaterialCost: number,
  volume: number,
  profitPercentage: number,
  totalEquipmentCost = 0,
): CalculationResult['summary'] {
  // HPP = A + B + C (labour, materials, equipment).
  const totalCost = totalLaborCost + totalMaterialCost + totalEquipmentCost;
  const rabTotal = rabFromHpp(totalCost, profitPercentage);
  return {
    total_cost: totalCost,
    total_labor_cost: totalLaborCost,
    total_material_cost: totalMaterialCost,
    total_equipment_cost: totalEquipmentCost,
    hpp_per_unit: volume > 0 ? roundRupiah(totalCost / volume) : 0,
    rab_total: rabTotal,
    rab_per_unit: volume > 0 ? roundRupiah(rabTotal / volume) : 0,
    profit_percentage: profitPercentage,
    profit_amount: roundRupiah((rabTotal * profitPercentage) / 100),
  };
}

/** Millionths of a percent: 100 − 99,9 is 0,1 exactly, not the 0,09999999999999432 of binary fractions. */
const PERCENT_SCALE = 1e6;

/** RAB = HPP ÷ (1 − margin), the margin taken from the selling price (SPEC.md §9). */
export function rabFromHpp(hpp: number, profitPercentage: number): number {
  if (profitPercentage >= 100) throw new RangeError('profit percentage must be below 100');
  const kept = Math.round((100 - profitPercentage) * PERCENT_SCALE);
  return roundRupiah((hpp * 100 * PERCENT_SCALE) / kept);
}
