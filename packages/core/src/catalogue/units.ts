// One unit written many ways. Estimators' spreadsheets write m3, m2, buah, btg, lbr, ltr where the catalogue keeps
// m³, m², bh …: the same unit, so an import (price lists, price books, AHSP) and the unit-change guard accept them.
// Only spellings of one unit are joined here; a different unit (zak against kg, m against m², bh against set) never
// is, since the analyses' coefficients count in the catalogue's unit.

/** Each unit's spellings (after `unitKey`'s clean-up) and the one key they share. */
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  m3: ['m3', 'meterkubik', 'kubik'],
  m2: ['m2', 'meterpersegi'],
  m: ['m', 'm1', "m'", 'meter', 'mlari', 'meterlari'],
  cm: ['cm', 'centimeter', 'sentimeter'],
  mm: ['mm', 'milimeter'],
  bh: ['bh', 'buah', 'bj', 'biji', 'pcs'],
  btg: ['btg', 'batang'],
  lbr: ['lbr', 'lembar'],
  ltr: ['ltr', 'liter', 'litre', 'lt', 'l'],
  kg: ['kg', 'kilogram', 'kilo'],
  zak: ['zak', 'sak'],
  oh: ['oh', 'oranghari', 'orang/hari', 'hok'],
  ls: ['ls', 'lumpsum', 'lumsum'],
  ttk: ['ttk', 'titik'],
  hr: ['hr', 'hari'],
  bln: ['bln', 'bulan'],
  klg: ['klg', 'kaleng'],
  rol: ['rol', 'roll'],
  jam: ['jam'],
  set: ['set'],
  unit: ['unit'],
};

const KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(SPELLINGS).flatMap(([key, spellings]) => spellings.map((spelling) => [spelling, key])),
);

/** The symbols the catalogue writes (its own m², m³ …), by their cleaned-up text. */
const SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['m3', 'm³'],
  ['m2', 'm²'],
  ['m', 'm'],
  ['cm', 'cm'],
  ['mm', 'mm'],
  ['kg', 'kg'],
]);

/**
 * The key two spellings of one unit share: `m³`, `M3`, `m^3` and `m 3` all give "m3"; `buah` and `bh.` "bh";
 * `O.H.` "oh". A unit not listed is compared by its cleaned-up text (case, spaces, dots, ² and ³ ignored).
 */
export function unitKey(unit: string): string {
  const cleaned = cleanUnit(unit);
  return KEYS.get(cleaned) ?? cleaned;
}

/** A unit's text without case, spaces, dots or carets, ² and ³ as 2 and 3: "M^2" and "m ²" give "m2". */
function cleanUnit(unit: string): string {
  return unit
    .normalize('NFKC') // ² and ³ become 2 and 3
    .toLowerCase()
    .replace(/[’‘´`′]/g, "'")
    .replace(/[\s.^]/g, '');
}

/**
 * The catalogue's spelling of a unit symbol typed another way. Only the symbol itself is respelt: "m2", "M2", "m^2"
 * and "m 2" become "m²", "M3" "m³", "KG" "kg". A word (buah, liter, meter persegi) or any other unit keeps the text
 * it was given, trimmed: it is written as the admin or the file wrote it, never guessed.
 */
export function canonicalUnit(unit: string): string {
  const text = unit.trim();
  return SYMBOLS.get(cleanUnit(text)) ?? text;
}

/**
 * True when a text is one of the listed units in any of its spellings ("m3", "kg", "OH", "zak", "buah"): where an
 * import meets a cell that may be a unit or a name, a name never reads as one of these.
 */
export function isUnitText(text: string): boolean {
  return KEYS.has(unitKey(text));
}

/** True when two texts write the same unit ("m3" and "m³", "buah" and "bh"); "zak" and "kg" are not. */
export function sameUnit(a: string, b: string): boolean {
  return unitKey(a) === unitKey(b);
}
