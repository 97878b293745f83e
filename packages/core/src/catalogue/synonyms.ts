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

/**
 * How well a job type's name answers a search, lower first: a name holding every word of the search before one
 * found only by its code or description, and among those, the earlier the first word stands in the name, the
 * better. "beton" lists "Beton mutu …" before "Pembongkaran beton bertulang", "bata" the brick walls ("Pasangan
 * dinding bata …") before their demolition ("Pembongkaran pasangan bata").
 */
export function searchRank(name: string, search: string): number {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const lower = name.toLowerCase();
  const at = (word: string) => {
    const found = searchAlternatives(word)
      .map((alternative) => lower.indexOf(alternative.toLowerCase()))
      .filter((index) => index >= 0);
    return found.length > 0 ? Math.min(...found) : -1;
  };
  const inName = words.every((word) => at(word) >= 0);
  const first = at(words[0]!);
  return (inName ? 0 : 10_000) + (first >= 0 ? first : 9_999);
}
