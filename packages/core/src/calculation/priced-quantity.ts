import { QUANTITY_DECIMALS, formatQuantity } from '../format/format';
import { roundRupiah, roundTo } from '../format/number';

/**
 * Most decimals a priced quantity is printed with. Six make "quantity × price" come back to the cost for any price
 * under Rp 1.000.000; a dearer unit (ready-mix concrete per m³, a crane per day) may need one or two more.
 */
export const PRICED_QUANTITY_DECIMALS = 9;

/**
 * The quantity of a material or equipment line as printed beside its price and cost, so that
 * round(quantity × price) is the cost: the stored total_quantity (rounded to 4 decimals) where it already
 * multiplies out, else the figure with the fewest decimals (4 or more) that does. The cost was priced from the
 * exact quantity: 0,05375 m³ of sand × Rp 200.000 = Rp 10.750, where the stored 0,0538 would give Rp 10.760.
 */
export function pricedQuantity(quantity: number, price: number, cost: number): number {
  if (!(price > 0) || !Number.isFinite(quantity)) return quantity;
  const multipliesOut = (figure: number) => roundRupiah(figure * price) === cost;
  // The stored figure first (results kept before it was rounded may have more decimals), then the cost's own.
  for (const exact of [quantity, cost / price]) {
    for (let decimals = QUANTITY_DECIMALS; decimals <= PRICED_QUANTITY_DECIMALS; decimals += 1) {
      const figure = roundTo(exact, decimals);
      if (multipliesOut(figure)) return figure;
    }
  }
  return quantity;
}

/**
 * The quantity a line's cost was priced from: coefficient × volume × (1 + waste%) for a material, coefficient × volume
 * for equipment (no waste), where it agrees with the stored total_quantity at 4 decimals; else the stored figure (a
 * total entered by hand, or an older record priced otherwise). Without it the printed figure is worked back from
 * cost ÷ price and may miss the last digit: 0,4986 m³ × 7,5 × 1,05 = 3,926475 m³ of sand, not 3,926476.
 */
export function exactQuantity(stored: number, perUnit: number, volume: number, wastePercent = 0): number {
  // Multiplied in the calculation's order (materials.ts), so it is the float the cost was rounded from.
  const exact = perUnit * volume * (1 + wastePercent / 100);
  // total_quantity is stored at 4 decimals. 15 significant digits drop the binary noise (28,749999999999996 →
  // 28,75) as roundRupiah does; pricedQuantity still checks the figure against the cost.
  return Number.isFinite(exact) && roundTo(exact, 4) === stored ? Number(exact.toPrecision(15)) : stored;
}

/** A priced quantity as every screen and report prints it: its decimals, trailing zeros dropped ("0,05375"). */
export function formatPricedQuantity(quantity: number, price: number, cost: number): string {
  return formatQuantity(pricedQuantity(quantity, price, cost), PRICED_QUANTITY_DECIMALS);
}
