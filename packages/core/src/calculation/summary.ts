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

export function rabFromHpp(hpp: number, profitPercentage: number): number {
  if (profitPercentage >= 100) throw new RangeError('profit percentage must be below 100');
  return roundRupiah((hpp * 100) / (100 - profitPercentage));
}
