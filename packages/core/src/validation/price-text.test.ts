import { describe, expect, it } from 'vitest';
import { commaThousands } from '../format/number';
import { readPriceText } from './price-text';
import { senMessage } from './rupiah';

// A price typed as "65,000" was saved as Rp 65 by the price book's table while the import refused the same text:
// one reader now refuses it everywhere, and every Indonesian way of writing a price keeps working.

describe('readPriceText', () => {
  it('reads prices written the Indonesian way, plain, with Rp, and with two comma groups', () => {
    expect(
      ['65.000', '65000', 'Rp 65.000', '1.250.000', '1,250,000', 'Rp 65.000,-', ' 2.500 '].map((text) =>
        readPriceText(text),
      ),
    ).toEqual(
      [65_000, 65_000, 65_000, 1_250_000, 1_250_000, 65_000, 2_500].map((price) => ({ ok: true, price })),
    );
    expect(readPriceText(0)).toEqual({ ok: true, price: 0 });
  });

  it('refuses one comma group ("65,000", "1,500") in the words of the import, naming both ways to write it', () => {
    expect(readPriceText('65,000')).toEqual({
      ok: false,
      msg: 'Harga "65,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 65.000 atau 65000.',
    });
    expect(readPriceText('Rp 1,500')).toEqual({
      ok: false,
      msg: 'Harga "Rp 1,500" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1.500 atau 1500.',
    });
  });

  it('takes a spreadsheet number as it is: 65 stays Rp 65', () => {
    expect(readPriceText(65)).toEqual({ ok: true, price: 65 });
  });

  it('refuses text that is no number, a negative price and sen, the sen message naming the field', () => {
    expect(readPriceText('abc')).toEqual({ ok: false, msg: 'Harga "abc" bukan angka' });
    expect(readPriceText('-65.000')).toEqual({ ok: false, msg: 'Harga tidak boleh negatif' });
    expect(readPriceText('2.500,50', 'Harga satuan')).toEqual({ ok: false, msg: senMessage('Harga satuan') });
    // A leading 0 starts no thousands group: 0,500 is half a rupiah, refused as sen, not as ambiguous.
    expect(readPriceText('0,500')).toEqual({ ok: false, msg: senMessage() });
  });
});

describe('commaThousands', () => {
  it('finds exactly one comma group after 1 to 3 digits, with or without Rp and ",-"', () => {
    expect(commaThousands('65,000')).toEqual({ grouped: '65.000', plain: '65000' });
    expect(commaThousands('Rp 999,000,-')).toEqual({ grouped: '999.000', plain: '999000' });
    expect(['1,250,000', '0,500', '65,00', '1234,000', '65.000', '12,5'].map(commaThousands)).toEqual(
      Array(6).fill(null),
    );
  });
});
