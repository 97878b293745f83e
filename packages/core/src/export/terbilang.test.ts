import { describe, expect, it } from 'vitest';
import { terbilang, terbilangRupiah } from './terbilang';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [100, 'seratus'],
    [115, 'seratus lima belas'],
    [250, 'dua ratus lima puluh'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [2500, 'dua ribu lima ratus'],
    [100_000, 'seratus ribu'],
    [111_000, 'seratus sebelas ribu'],
    [1_000_000, 'satu juta'],
    [2_000_000_000, 'dua miliar'],
    [3_000_000_000_000, 'tiga triliun'],
    [-5000, 'minus lima ribu'],
  ])('%d → %s', (value, words) => {
    expect(terbilang(value)).toBe(words);
  });

  it('spells a RAB total in rupiah', () => {
    expect(terbilangRupiah(1_781_250)).toBe(
      'satu juta tujuh ratus delapan puluh satu ribu dua ratus lima puluh rupiah',
    );
    expect(terbilangRupiah(2_509_610)).toBe('dua juta lima ratus sembilan ribu enam ratus sepuluh rupiah');
    expect(terbilangRupiah(Number.NaN)).toBe('nol rupiah');
  });
});
