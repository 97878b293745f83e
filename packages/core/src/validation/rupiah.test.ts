import { describe, expect, it } from 'vitest';
import { structurePricesSchema } from '../calculators/concrete';
import { priceBookPricesSchema } from '../pricebook/schemas';
import { ahspMessages } from '../ahsp/messages';
import { projectItemSchema } from '../project/schemas';
import { rupiahField, senMessage } from './rupiah';

describe('prices are whole rupiah: sen are refused, never rounded', () => {
  const price = rupiahField('Harga harus berupa angka tidak negatif', { label: 'Upah harian' });

  it('reads whole rupiah typed the Indonesian way', () => {
    expect(price.parse('Rp 2.500')).toBe(2500);
    expect(price.parse('65.000,-')).toBe(65000);
    expect(price.parse(120000)).toBe(120000);
  });

  it('refuses sen with the whole-rupiah message, typed or sent as a number', () => {
    for (const input of ['Rp 2.500,50', '2500.5', 2500.5, '0,5'])
      expect(price.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
        senMessage('Upah harian'),
      ]);
    expect(price.safeParse('mahal').error?.issues[0]?.message).toBe('Harga harus berupa angka tidak negatif');
  });

  it('says the maximum for an amount above it, not that it is no number', () => {
    const catalogue = rupiahField('Harga harus berupa angka tidak negatif', { max: 1e12 });
    expect(catalogue.safeParse('999.999.999.999.999').error?.issues[0]?.message).toBe(
      'Harga maksimal Rp 1.000.000.000.000',
    );
    expect(price.safeParse(1e14).error?.issues[0]?.message).toBe(
      'Upah harian maksimal Rp 10.000.000.000.000',
    );
    expect(catalogue.parse('Rp 1.000.000.000.000')).toBe(1e12);
    expect(catalogue.safeParse('-5').error?.issues[0]?.message).toBe(
      'Harga harus berupa angka tidak negatif',
    );
  });

  it('applies to price books and the structure calculators too', () => {
    const book = priceBookPricesSchema.safeParse({
      prices: [{ kind: 'material', item_id: 3, price: '2.500,50' }],
    });
    expect(book.error?.issues[0]?.message).toBe(senMessage());
    expect(
      priceBookPricesSchema.parse({ prices: [{ kind: 'material', item_id: 3, price: '' }] }).prices[0]?.price,
    ).toBe(null);
    const structure = structurePricesSchema.safeParse({
      cement: '1.320,5',
      sand: 1,
      gravel: 1,
      water: 1,
      steel: 1,
    });
    expect(structure.error?.issues[0]?.message).toBe(senMessage('Harga semen per kg'));
    // A price as shops write it, "Rp 370.000,-", is read as the catalogue import reads it.
    const written = structurePricesSchema.parse({
      cement: 'Rp 1.320,-',
      sand: '370.000,-',
      gravel: 'Rp. 340.000',
      water: 50,
      steel: '16.000.-',
    });
    expect(written).toEqual({ cement: 1320, sand: 370_000, gravel: 340_000, water: 50, steel: 16_000 });
  });

  // "65,000" was read as Rp 65 by every API price field built on rupiahField (a price book's table, a project's
  // free line) while the catalogue's form, the pasted list and the import refused the same text.
  it('refuses "65,000" (thousands or decimals?) in every field built on it, with the message of every price', () => {
    const ambiguous = ahspMessages.priceCommaThousands('65,000', '65.000', '65000');
    expect(price.safeParse('65,000').error?.issues.map((issue) => issue.message)).toEqual([ambiguous]);
    expect(price.safeParse(' Rp 1,300 ').error?.issues[0]?.message).toBe(
      ahspMessages.priceCommaThousands('Rp 1,300', '1.300', '1300'),
    );
    const book = priceBookPricesSchema.safeParse({
      prices: [{ kind: 'material', item_id: 1, price: '65,000' }],
    });
    expect(book.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['prices.0.price', ambiguous],
    ]);
    const line = projectItemSchema.safeParse({
      job_type_id: null,
      description: 'Mobilisasi',
      unit: 'ls',
      volume: 1,
      unit_price: '65,000',
    });
    expect(line.error?.issues.map((issue) => issue.message)).toEqual([ambiguous]);
    // Not ambiguous: two groups, a leading 0, a number, the Indonesian grouping.
    expect(price.parse('1,250,000')).toBe(1_250_000);
    expect(price.safeParse('0,500').error?.issues[0]?.message).toBe(senMessage('Upah harian'));
    expect(price.parse(65)).toBe(65);
    expect(price.parse('65.000')).toBe(65_000);
  });
});
