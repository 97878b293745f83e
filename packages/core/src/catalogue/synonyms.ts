// What site people type against the catalogue's own words. A word of a search also finds the catalogue's word for
// it: "cor" finds the concrete jobs (named "beton …", never "cor"), "hebel" the lightweight-brick wall ("bata
// ringan"). One way only: "beton" stays "beton". A word inside another ("cat" in "pengecatan", "plester" in
// "plesteran") needs no entry, since the search finds words anywhere.

const CATALOGUE_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    cor: 'beton',
    ngecor: 'beton',
    hebel: 'bata ringan',
    tulangan: 'pembesian',
    ubin: 'keramik',
    tegel: 'keramik',
    plafond: 'plafon',
    'langit-langit': 'plafon',
    genting: 'genteng',
    kosen: 'kusen',
    fondasi: 'pondasi',
    closet: 'kloset',
    wc: 'kloset',
    conblock: 'paving',
    bowplank: 'bouwplank',
    steger: 'perancah',
  }),
);

/** The words a search word may be found as: itself, then the catalogue's word for it when it has one. */
export function searchAlternatives(word: string): string[] {
  const catalogueWord = CATALOGUE_WORDS.get(word.toLowerCase());
  return catalogueWord ? [word, catalogueWord] : [word];
}
