// Amounts in Indonesian words, as written under the total of a RAB ("terbilang").

const UNITS = [
  'nol',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];

const SCALES = [
  { value: 1e12, word: 'triliun' },
  { value: 1e9, word: 'miliar' },
  { value: 1e6, word: 'juta' },
];

function belowThousand(n: number): string {
  if (n < 12) return UNITS[n] ?? '';
  if (n < 20) return `${UNITS[n - 10]} belas`;
  if (n < 100) {
    const rest = n % 10;
    return `${UNITS[Math.floor(n / 10)]} puluh${rest ? ` ${UNITS[rest]}` : ''}`;
  }
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 1 ? 'seratus' : `${UNITS[hundreds]} ratus`;
  return rest ? `${head} ${belowThousand(rest)}` : head;
}

function words(n: number): string {
  if (n < 1000) return belowThousand(n);
  for (const scale of SCALES) {
    if (n >= scale.value) {
      const head = Math.floor(n / scale.value);
      const rest = n % scale.value;
      return `${words(head)} ${scale.word}${rest ? ` ${words(rest)}` : ''}`;
    }
  }
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const head = thousands === 1 ? 'seribu' : `${belowThousand(thousands)} ribu`;
  return rest ? `${head} ${belowThousand(rest)}` : head;
}

/** Whole number in Indonesian words: 1781250 → "satu juta tujuh ratus delapan puluh satu ribu dua ratus lima puluh". */
export function terbilang(value: number): string {
  if (!Number.isFinite(value)) return UNITS[0] ?? 'nol';
  const n = Math.round(Math.abs(value));
  const spelled = words(n);
  return value < 0 && n > 0 ? `minus ${spelled}` : spelled;
}

/** Rupiah amount in words: "satu juta tujuh ratus delapan puluh satu ribu dua ratus lima puluh rupiah". */
export function terbilangRupiah(value: number): string {
  return `${terbilang(value)} rupiah`;
}
