import { describe, expect, it } from 'vitest';
import { calculateJob } from './calculate';
import { brickWall } from './fixtures';
import { exactQuantity, formatPricedQuantity, pricedQuantity } from './priced-quantity';
import type { JobTypeDetails } from './types';
import { needWithPurchase } from '../project/resources';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
/** "1.234,5" as printed → 1234.5, the figure a reader multiplies. */
const read = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

const wall = (volume: number | string) =>
  calculateJob(brickWall, {
    volume,
    productivity: 10,
    worker_ratio: '1:1',
    brick_type: 'bata_merah',
    profit_percentage: 20,
    custom_waste_factor: 0,
  });

describe('the quantity printed beside a price and a cost', () => {
  it('prints the 1,25 m² wall’s sand as 0,05375 m³: × Rp 200.000 = Rp 10.750, the cost', () => {
    const sand = wall('1,25').materials.details.find((line) => line.material_name === 'Pasir pasang')!;
    // The stored figure stays rounded to 4 decimals (the API's field); the cost is priced from the exact one.
    expect([sand.total_quantity, sand.material_price, sand.material_cost]).toEqual([0.0538, 200_000, 10_750]);
    const shown = formatPricedQuantity(sand.total_quantity, sand.material_price, sand.material_cost);
    expect(shown).toBe('0,05375');
    expect(Math.round(read(shown) * sand.material_price)).toBe(sand.material_cost);
    expect(
      needWithPurchase(sand.material_name, sand.material_unit, sand.total_quantity, {
        price: sand.material_price,
        cost: sand.material_cost,
      }),
    ).toBe('0,05375 m³');
  });

  it('prints 0,00043 m³ for a 0,01 m² wall, not 0,0004 (× Rp 200.000 = Rp 86)', () => {
    const sand = wall('0,01').materials.details.find((line) => line.material_name === 'Pasir pasang')!;
    expect(sand.material_cost).toBe(86);
    expect(formatPricedQuantity(sand.total_quantity, sand.material_price, sand.material_cost)).toBe(
      '0,00043',
    );
  });

  it('keeps the stored figure where it already multiplies out', () => {
    expect(pricedQuantity(0.5375, 200_000, 107_500)).toBe(0.5375);
    expect(pricedQuantity(143.75, 1_300, 186_875)).toBe(143.75);
    // No price: nothing to multiply out.
    expect(pricedQuantity(0.0538, 0, 0)).toBe(0.0538);
  });

  it('takes a seventh decimal for a dear unit (Rp 2.500.000 a day) where six do not reach the cost', () => {
    // 0,0123457 day × Rp 2.500.000 = Rp 30.864,25 → Rp 30.864; the stored 0,0123 gives Rp 30.750 and the
    // six-decimal 0,012346 Rp 30.865.
    expect(formatPricedQuantity(0.0123, 2_500_000, 30_864)).toBe('0,0123456');
  });

  it('multiplies out on every material and equipment line, for many volumes', () => {
    const withMixer: JobTypeDetails = {
      ...brickWall,
      equipment: [
        {
          id: 1,
          equipment_id: 1,
          code: 'E.01',
          name: 'Molen',
          unit: 'hari',
          price: 375_000,
          quantity_per_unit: 0.0173,
          description: null,
        },
      ],
    };
    for (const volume of [0.01, 0.07, 1.25, 3.33, 12.5, 17.77, 123.45, 999.99]) {
      const result = calculateJob(withMixer, {
        volume,
        productivity: 10,
        worker_ratio: '1:1',
        brick_type: 'bata_merah',
        profit_percentage: 20,
        custom_waste_factor: 7.5,
      });
      const lines = [
        ...result.materials.details.map(
          (m) => [m.total_quantity, m.material_price, m.material_cost] as const,
        ),
        ...(result.equipment?.details ?? []).map(
          (e) => [e.total_quantity, e.equipment_price, e.equipment_cost] as const,
        ),
      ];
      for (const [quantity, price, cost] of lines) {
        const shown = nbsp(formatPricedQuantity(quantity, price, cost));
        expect(Math.round(read(shown) * price), `${shown} × ${price} at ${volume}`).toBe(cost);
      }
    }
  });

  it('prints 7,5 m³ of K-225’s sand at 5 % waste as 3,926475 m³: 0,4986 × 7,5 × 1,05, not 3,926476 from the cost', () => {
    // The stored 3,9265 m³ × Rp 370.000 = Rp 1.452.805 misses the cost, priced from the exact 3,926475: Rp 1.452.796.
    const stored = 3.9265;
    const cost = 1_452_796;
    const exact = exactQuantity(stored, 0.4986, 7.5, 5);
    expect(exact).toBe(3.926475);
    expect(formatPricedQuantity(exact, 370_000, cost)).toBe('3,926475');
    // Worked back from cost ÷ price (3,92647567…) the last digit was wrong.
    expect(formatPricedQuantity(stored, 370_000, cost)).toBe('3,926476');
  });

  it('keeps the stored figure where coefficient × volume × waste does not round to it (an override, an older record)', () => {
    expect(exactQuantity(4, 0.4986, 7.5, 5)).toBe(4);
    // Equipment has no waste: 0,075 day × 12,5 m² = 0,9375 day.
    expect(exactQuantity(0.9375, 0.075, 12.5)).toBe(0.9375);
    expect(exactQuantity(0.9375, 0.075, 12.5, 5)).toBe(0.9375);
  });
});
