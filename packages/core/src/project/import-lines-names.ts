import { normalizeItemName } from '../ahsp/matching';

// Whether a RAB row's uraian and a job type's name can be one work, for a row whose code matched: files from other
// tools number by other schemes (regional HSPK), so a code alone is not proof. Looser than the AHSP import's
// namesAgree (every word of one name in the other): RAB uraian add place and detail ("Galian tanah pondasi" for
// "Galian tanah biasa sedalam 1 m"), so most of the significant words of the shorter name must be in the other.
// Abbreviations ("pas.", "bt") are not expanded: such a row is pointed out, and the estimator chooses.

/**
 * Words that say nothing of which work a line is: joining words, units, and the verbs every uraian starts with
 * ("Pasang …", "Pemasangan …", "Membuat 1 m3 …", "Pekerjaan …"). Numbers and words with digits (1PC:4PP, K-225,
 * 40x40) and single letters are dropped as well.
 */
const STOP_WORDS = new Set([
  ...[
    'dan',
    'atau',
    'untuk',
    'dengan',
    'di',
    'ke',
    'dari',
    'yang',
    'per',
    'pada',
    'dalam',
    'sampai',
    'serta',
  ],
  ...[
    'tiap',
    'setiap',
    'termasuk',
    'tanpa',
    'ex',
    'uk',
    'ukuran',
    'tebal',
    'tbl',
    'sedalam',
    'lebar',
    'tinggi',
  ],
  ...[
    'cm',
    'mm',
    'kg',
    'ls',
    'bh',
    'buah',
    'unit',
    'titik',
    'ltr',
    'liter',
    'mpa',
    'oh',
    'zak',
    'lbr',
    'btg',
  ],
  ...['pasang', 'pasangan', 'memasang', 'pemasangan', 'buat', 'membuat', 'pembuatan', 'pekerjaan', 'pek'],
]);

/** The significant words of a name: lower case letters only, without the stop words. */
export function significantWords(name: string): string[] {
  const words = normalizeItemName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/\p{N}/u.test(word) && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/** One word for another: the same, or one the start of the other of at least 4 letters (urug, urugan; plester). */
const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short === long || (short.length >= 4 && long.startsWith(short));
};

/**
 * True when a RAB row's uraian and a job type's name can be one work: more than half of the significant words of
 * the shorter are in the other ("Galian tanah pondasi" and "Galian tanah biasa sedalam 1 m"), or a name has no
 * significant word to disagree with. "Pasang bata merah 1:4" and "Galian tanah biasa", or "Urugan tanah" and
 * "Galian tanah", are two works.
 */
export function rabNamesAgree(a: string, b: string): boolean {
  const [one, other] = [significantWords(a), significantWords(b)];
  const [small, large] = one.length <= other.length ? [one, other] : [other, one];
  if (small.length === 0) return true;
  const shared = small.filter((word) => large.some((candidate) => sameWord(word, candidate))).length;
  return shared * 2 > small.length;
}
