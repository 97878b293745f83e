import type { CalculationResult, JobTypeDetails } from '@kalkulator/core';

/**
 * Whether the server priced `result` with other prices than the job type's details the page shows: a price changed
 * since the details were loaded (an admin's new price while the device was offline, or within their five fresh
 * minutes). The details are then out of date, and the unit-price panel beside the result would disagree with it.
 *
 * A result computed in the browser (an estimate, an edited browser result) came from these very details, and one of
 * another job type or another book says nothing about them. A labour line is compared with the wages its role has
 * in the details (its assignments and the catalogue's crew wage); a role the details do not price is left out.
 */
export function pricedOtherwise(result: CalculationResult, details: JobTypeDetails): boolean {
  if (result.is_estimate || result.is_local) return false;
  if (result.job_type.id !== details.id) return false;
  if ((result.price_book?.id ?? null) !== (details.price_book?.id ?? null)) return false;
  const materialPrices = new Map(details.materials.map((material) => [material.material_id, material.price]));
  const equipmentPrices = new Map(
    (details.equipment ?? []).map((equipment) => [equipment.equipment_id, equipment.price]),
  );
  const materialDiffers = result.materials.details.some(
    (line) => materialPrices.get(line.material_id) !== line.material_price,
  );
  const equipmentDiffers = (result.equipment?.details ?? []).some(
    (line) => equipmentPrices.get(line.equipment_id) !== line.equipment_price,
  );
  const wageDiffers = result.labor.lines.some((line) => {
    const crewRate =
      line.role === 'tukang' || line.role === 'pekerja' ? details.crew_rates?.[line.role] : undefined;
    const wages = [
      ...details.labor.filter((labor) => labor.role === line.role).map((labor) => labor.daily_rate),
      ...(crewRate ? [crewRate.daily_rate] : []),
    ];
    return wages.length > 0 && !wages.includes(line.daily_rate);
  });
  return materialDiffers || equipmentDiffers || wageDiffers;
}
