import { describe, expect, it } from 'vitest';
import { searchAlternatives, searchRank } from './synonyms';

describe('searchAlternatives', () => {
  it("adds the catalogue's word to an everyday one, whatever its case", () => {
    expect(searchAlternatives('cor')).toEqual(['cor', 'beton']);
    expect(searchAlternatives('Hebel')).toEqual(['Hebel', 'bata ringan']);
  });

  it("leaves the catalogue's own words and any other word as they are", () => {
    expect(searchAlternatives('beton')).toEqual(['beton']);
    expect(searchAlternatives('dinding')).toEqual(['dinding']);
    expect(searchAlternatives('constructor')).toEqual(['constructor']);
  });
});

describe('searchRank', () => {
  it('puts names holding every word first, the earlier the first word the better', () => {
    const names = [
      'Pembongkaran beton bertulang',
      'Bekisting untuk beton',
      'Beton mutu fc′ 19,3 MPa (K-225)',
      'Pondasi footplat (gabungan)',
    ];
    const ranked = [...names].sort((a, b) => searchRank(a, 'beton') - searchRank(b, 'beton'));
    expect(ranked).toEqual([
      'Beton mutu fc′ 19,3 MPa (K-225)',
      'Pembongkaran beton bertulang',
      'Bekisting untuk beton',
      'Pondasi footplat (gabungan)',
    ]);
    expect(searchRank('Beton mutu K-225', 'cor k-225')).toBeLessThan(
      searchRank('Pembongkaran beton', 'cor k-225'),
    );
    expect(searchRank('Apa saja', '  ')).toBe(0);
  });
});
