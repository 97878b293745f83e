import { describe, expect, it } from 'vitest';
import { namesAgree } from '../ahsp/matching';
import { rabNamesAgree, significantWords } from './import-lines-names';

describe('rabNamesAgree: a RAB row’s uraian against the name of the job type its code matched', () => {
  it('reads the significant words only: case, spacing, punctuation, numbers, units and joining words aside', () => {
    expect(significantWords('Pasang  BATA merah 1:4, tebal 1/2 bata')).toEqual(['bata', 'merah']);
    expect(significantWords('Galian tanah biasa sedalam 1 m')).toEqual(['galian', 'tanah', 'biasa']);
    expect(significantWords('Semen Portland - 50 kg (PC)')).toEqual(['semen', 'portland', 'pc']);
    expect(significantWords('Membuat 1 m3 beton mutu K-225 untuk sloof')).toEqual(['beton', 'mutu', 'sloof']);
  });

  it('agrees when most words of the shorter name are in the other: the same work written another way', () => {
    const agreeing: [string, string][] = [
      ['Galian tanah pondasi', 'Galian tanah biasa sedalam 1 m'],
      ['GALIAN TANAH BIASA  SEDALAM 1 M', 'Galian tanah biasa sedalam 1 m'],
      ['Pembersihan', 'Pembersihan lapangan dan perataan'],
      [
        'Pasangan dinding bata ringan',
        'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
      ],
      ['Dinding 1/2 batu (hebel)', 'Pasangan dinding 1/2 batu'],
      ['Urugan pasir bawah lantai t=5 cm', 'Urugan pasir'],
      ['Plester 1:4 tebal 15 mm', 'Plesteran dinding 1PC:4PP tebal 15 mm'],
      ['Pemasangan keramik lantai 40x40', 'Pasang 1 m2 lantai keramik 40x40 cm'],
      // Nothing significant to disagree with: the code is all the row says.
      ['1', 'Galian tanah biasa sedalam 1 m'],
    ];
    for (const [row, jobType] of agreeing)
      expect([row, jobType, rabNamesAgree(row, jobType)]).toEqual([row, jobType, true]);
  });

  it('disagrees when the names are two works, whatever the code says', () => {
    const disagreeing: [string, string][] = [
      ['Pasang bata merah 1:4', 'Galian tanah biasa sedalam 1 m'],
      ['Pasang bata merah', 'Galian tanah'],
      ['Urugan tanah kembali', 'Galian tanah biasa sedalam 1 m'],
      ['Urugan tanah', 'Urugan pasir'],
      ['Bekisting kolom', 'Bekisting sloof'],
      ['Pengecatan tembok baru', 'Pemasangan kusen pintu kayu'],
    ];
    for (const [row, jobType] of disagreeing)
      expect([row, jobType, rabNamesAgree(row, jobType)]).toEqual([row, jobType, false]);
  });

  it('is looser than the AHSP import’s namesAgree, which it leaves as it is', () => {
    expect(rabNamesAgree('Galian tanah pondasi', 'Galian tanah biasa sedalam 1 m')).toBe(true);
    expect(namesAgree('Galian tanah pondasi', 'Galian tanah biasa sedalam 1 m')).toBe(false);
    expect(namesAgree('Semen Portland', 'Semen Portland (PC)')).toBe(true);
  });
});
