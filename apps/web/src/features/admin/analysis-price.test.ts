import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures';
import { brickRows, cataloguePrices, hasBrickVariants, priceDraft } from './analysis-price';
import { draftFrom } from './assignments';

const wall = fixtures.brickWall;
const none = { labor: [], materials: [], equipment: [] };

describe('priceDraft', () => {
  it('prices the draft with the catalogue as read now, the stored prices only for what it has not read', () => {
    // The catalogue's Pekerja wage went up to Rp 110.000 since the analysis was read; Semen is not in the list read.
    const prices = cataloguePrices(wall, {
      labor: [{ id: 1, daily_rate: 110_000 }],
      materials: [{ id: 1, price: 750 }],
      equipment: [],
    });
    const priced = priceDraft(wall, draftFrom(wall), prices);
    expect(priced.labor.map((row) => [row.price, row.amount])).toEqual([
      [110_000, 33_000],
      [145_000, 14_500],
    ]);
    // Bata merah 70 × 750 and Semen 11,5 × 1.300 count in B for bata merah; bata ringan 8,75 × 11.000 does not.
    expect(priced.materials.map((row) => [row.amount, row.counted])).toEqual([
      [52_500, true],
      [96_250, false],
      [14_950, true],
    ]);
    expect(priced.unitPrice).toMatchObject({ A: 47_500, B: 67_450, C: 0, D: 114_950, E: 11_495, F: 126_445 });
  });

  it('counts nothing for a row whose item is in neither the catalogue nor the stored analysis', () => {
    const draft = draftFrom(wall);
    draft.equipment = [
      { equipment_id: 9, name: 'Molen', unit: 'jam', quantity_per_unit: 0.5, quantity: '0,5' },
    ];
    const priced = priceDraft(wall, draft, cataloguePrices(wall, none));
    expect(priced.equipment).toEqual([{ coefficient: 0.5, price: null, amount: null, counted: true }]);
    expect(priced.unitPrice.C).toBe(0);
  });

  it('counts the rows F leaves out for a coefficient that is not valid, those of another brick type aside', () => {
    const draft = draftFrom(wall);
    expect(priceDraft(wall, draft, cataloguePrices(wall, none)).invalidRows).toBe(0);
    draft.labor[0]!.coefficientText = 'abc';
    // The bata ringan row counts nothing in a price for bata merah, valid or not.
    draft.materials[1]!.quantity = '';
    const priced = priceDraft(wall, draft, cataloguePrices(wall, none));
    expect(priced.invalidRows).toBe(1);
    expect(priced.unitPrice.A).toBe(14_500);
    expect(priceDraft(wall, draft, cataloguePrices(wall, none), 'bata_ringan').invalidRows).toBe(2);
  });

  it('tells a job type with brick variants by its materials or its labour, as the server does', () => {
    const draft = draftFrom(wall);
    expect(hasBrickVariants(brickRows(draft))).toBe(true);
    const shared = { ...draft, materials: draft.materials.filter((row) => row.brick_type === null) };
    expect(hasBrickVariants(brickRows(shared))).toBe(false);
    shared.labor = [{ ...shared.labor[0]!, brick_type: 'batako' }];
    expect(hasBrickVariants(brickRows(shared))).toBe(true);
  });

  it("counts in A only the labour of the brick type priced, as the calculator's panel does", () => {
    // Pekerja 0,3 OH for bata merah, 0,2 for bata ringan; Tukang batu 0,1 for every brick type.
    const draft = draftFrom(wall);
    draft.labor = [
      { ...draft.labor[0]!, brick_type: 'bata_merah' },
      draft.labor[1]!,
      { ...draft.labor[0]!, coefficientText: '0,2', brick_type: 'bata_ringan' },
    ];
    const prices = cataloguePrices(wall, none);
    const merah = priceDraft(wall, draft, prices);
    expect(merah.labor.map((row) => [row.amount, row.counted])).toEqual([
      [30_000, true],
      [14_500, true],
      [20_000, false],
    ]);
    expect(merah.unitPrice.A).toBe(44_500);
    const ringan = priceDraft(wall, draft, prices, 'bata_ringan');
    expect(ringan.labor.map((row) => row.counted)).toEqual([false, true, true]);
    expect(ringan.unitPrice.A).toBe(34_500);
    expect(ringan.unitPrice.brick_type).toBe('bata_ringan');
    // A bad coefficient of the other brick type's pekerja is not one F leaves out.
    draft.labor[2]!.coefficientText = 'abc';
    expect(priceDraft(wall, draft, prices).invalidRows).toBe(0);
    expect(priceDraft(wall, draft, prices, 'bata_ringan').invalidRows).toBe(1);
  });
});
