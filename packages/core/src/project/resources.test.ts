import { describe, expect, it } from 'vitest';
import { formatVolume } from '../format/format';
import { parseIdNumber, roundRupiah } from '../format/number';
import { FIXTURE_HEADER, documentInput } from './document-fixture';
import { PRINTED_NEED_DIVISIONS, PRINTED_NEED_JOB_TYPES } from './printed-fixture';
import { needWithPurchase, purchaseHint, purchaseQuantity } from './resources';

describe('what to buy of a quantity', () => {
  it('rounds pieces and sacks up, and cement in kg to 50 kg sacks', () => {
    expect(purchaseQuantity('Bata ringan (hebel)', 'bh', 114.844)).toEqual({ quantity: 115, unit: 'bh' });
    expect(purchaseQuantity('Semen Portland (PC)', 'kg', 975.2)).toEqual({ quantity: 20, unit: 'zak 50 kg' });
    expect(purchaseQuantity('Pasir pasang', 'm³', 0.3481)).toEqual({ quantity: 0.35, unit: 'm³' });
    // Workers and hired machines are paid by the whole day or hour, never less than the work needs.
    expect(purchaseQuantity('Kepala tukang', 'OH', 1.204)).toEqual({ quantity: 2, unit: 'OH' });
    expect(purchaseQuantity('Mandor', 'OH', 7.135)).toEqual({ quantity: 8, unit: 'OH' });
    expect(purchaseQuantity('Pekerja', 'OH', 9.0000000001)).toEqual({ quantity: 9, unit: 'OH' });
    expect(purchaseQuantity('Excavator', 'jam', 2.5)).toEqual({ quantity: 3, unit: 'jam' });
  });

  it('hints a purchase only where the exact figure cannot be bought', () => {
    expect(purchaseHint('Bata ringan (hebel)', 'bh', 114.844)).toBe('beli 115 bh');
    expect(purchaseHint('Semen Portland (PC)', 'kg', 975.2)).toBe('beli 20 zak 50 kg');
    expect(purchaseHint('Bata merah', 'bh', 700)).toBeNull();
    expect(purchaseHint('Pasir pasang', 'm³', 0.3481)).toBeNull();
  });

  it('counts Portland cement in 50 kg sacks, whatever the catalogue calls it', () => {
    expect(purchaseQuantity('Semen Portland (PC)', 'kg', 138)).toEqual({ quantity: 3, unit: 'zak 50 kg' });
    expect(purchaseQuantity('Semen PC', 'kg', 138)).toEqual({ quantity: 3, unit: 'zak 50 kg' });
    expect(purchaseQuantity('Semen', 'kg', 138)).toEqual({ quantity: 3, unit: 'zak 50 kg' });
    expect(purchaseQuantity('PC', 'kg', 138)).toEqual({ quantity: 3, unit: 'zak 50 kg' });
    expect(purchaseHint('Semen Portland (PC)', 'kg', 138, 'M.01')).toBe('beli 3 zak 50 kg');
    // Priced by the sack, it is already a whole count.
    expect(purchaseQuantity('Semen Portland 50 kg', 'zak', 2.76)).toEqual({ quantity: 3, unit: 'zak' });
  });

  it('takes the sack a name states: cement also comes in 40 kg sacks (DOMAIN.md)', () => {
    expect(purchaseQuantity('Semen PC 40 kg', 'kg', 138)).toEqual({ quantity: 4, unit: 'zak 40 kg' });
    expect(purchaseQuantity('Semen Portland 50 kg', 'kg', 138)).toEqual({ quantity: 3, unit: 'zak 50 kg' });
  });

  it('does not count grout (semen warna, nat) as Portland cement in sacks', () => {
    // Nat for 20 m² of keramik at 1,62 kg/m²: 32,4 kg, bought by the kg.
    expect(purchaseQuantity('Semen warna (nat)', 'kg', 32.4)).toEqual({ quantity: 32.4, unit: 'kg' });
    expect(purchaseQuantity('Semen warna (nat)', 'kg', 32.4, 'M.25')).toEqual({ quantity: 32.4, unit: 'kg' });
    expect(purchaseHint('Semen warna (nat)', 'kg', 32.4, 'M.25')).toBeNull();
    expect(needWithPurchase('Semen warna (nat)', 'kg', 32.4)).toBe('32,4 kg');
    expect(purchaseHint('Semen nat', 'kg', 32.4)).toBeNull();
    expect(purchaseHint('Nat keramik', 'kg', 32.4)).toBeNull();
    expect(purchaseHint('Semen warna', 'kg', 32.4)).toBeNull();
  });

  it('counts thin-bed mortar for bata ringan in 40 kg bags', () => {
    const thinBed = 'Mortar perekat bata ringan (thin bed)';
    expect(purchaseQuantity(thinBed, 'kg', 48)).toEqual({ quantity: 2, unit: 'zak 40 kg' });
    expect(purchaseHint(thinBed, 'kg', 48, 'M.09')).toBe('beli 2 zak 40 kg');
    expect(needWithPurchase(thinBed, 'kg', 48)).toBe('48 kg (beli 2 zak 40 kg)');
    expect(purchaseQuantity('Mortar instan', 'kg', 48)).toEqual({ quantity: 2, unit: 'zak 40 kg' });
    expect(purchaseQuantity('Perekat bata ringan', 'kg', 80)).toEqual({ quantity: 2, unit: 'zak 40 kg' });
  });

  it('reads the default catalogue code where the name does not say, and the name where it does', () => {
    expect(purchaseQuantity('Tiga Roda', 'kg', 138, 'M.01')).toEqual({ quantity: 3, unit: 'zak 50 kg' });
    expect(purchaseQuantity('MU-380', 'kg', 48, 'M.09')).toEqual({ quantity: 2, unit: 'zak 40 kg' });
    // A catalogue that numbers its own materials: the name says grout, so no sacks.
    expect(purchaseQuantity('Semen warna', 'kg', 32.4, 'M.01')).toEqual({ quantity: 32.4, unit: 'kg' });
    // Not in kg: the bag rules do not apply.
    expect(purchaseQuantity('Bata merah', 'bh', 69.3, 'M.01')).toEqual({ quantity: 70, unit: 'bh' });
  });
});

describe('the project needs, priced as printed', () => {
  const { resources } = documentInput(PRINTED_NEED_DIVISIONS, FIXTURE_HEADER, PRINTED_NEED_JOB_TYPES);
  const lines = resources.groups.flatMap((group) => group.lines);

  it('prices each need at the 4 decimals it is printed with, so need × price is the amount', () => {
    // 300 m² × 0,0045015 = 1,35045 m³ prints 1,3505: Rp 8.778.250, not the exact Σ's Rp 8.777.925.
    expect(lines.map(({ name, quantity, amount }) => ({ name, quantity, amount }))).toEqual([
      { name: 'Mandor', quantity: 17.6408, amount: 3_528_160 },
      { name: 'Kayu kelas II (balok)', quantity: 1.3505, amount: 8_778_250 },
      { name: 'Sewa molen', quantity: 0.4519, amount: 158_165 },
    ]);
    for (const line of lines) {
      expect(roundRupiah(parseIdNumber(formatVolume(line.quantity)) * line.price)).toBe(line.amount);
    }
    expect(resources.groups.map((group) => group.total)).toEqual([3_528_160, 8_778_250, 158_165]);
  });

  it('buys from the exact need: 0,45186 days of the mixer is a day, 1,35045 m³ of wood 1,36 m³', () => {
    expect(lines.map((line) => line.purchase)).toEqual([
      { quantity: 18, unit: 'OH' },
      { quantity: 1.36, unit: 'm³' },
      { quantity: 1, unit: 'hari' },
    ]);
  });
});
