import { describe, expect, it } from 'vitest';
import { purchaseHint, purchaseQuantity } from './resources';

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
});
