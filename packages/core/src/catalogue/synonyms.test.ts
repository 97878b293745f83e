import { describe, expect, it } from 'vitest';
import { searchAlternatives } from './synonyms';

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
