// Formatters are made on first use and kept: making one costs far more than formatting with it (a report
// formats thousands of figures), and the very first one loads the locale's data, which is better not done
// while a page's scripts start (it was a quarter of the calculator screen's start-up work on a phone).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => Format,
): Format {
  let format = formatters.get(key) as Format | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

const numberFormat = (key: string, options: Intl.NumberFormatOptions) =>
  kept(key, () => new Intl.NumberFormat('id-ID', options));
const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  kept(key, () => new Intl.DateTimeFormat('id-ID', options));

/** Indonesian rupiah, no decimals: 1250000 → "Rp 1.250.000" (with a no-break space). */
export function formatRupiah(value: number): string {
  const rupiah = numberFormat('rupiah', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return rupiah.format(Number.isFinite(value) ? Math.round(value) : 0);
}

/** Indonesian number formatting with a fixed number of decimals: 1234.5 → "1.234,50" for 2. */
export function formatNumber(value: number, decimals = 0): string {
  const safe = Number.isFinite(value) ? value : 0;
  return numberFormat(`fixed ${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(safe);
}

/** Like formatNumber but drops trailing zeros (up to `maxDecimals`): 0.043 → "0,043", 70 → "70". */
export function formatQuantity(value: number, maxDecimals = 3): string {
  const safe = Number.isFinite(value) ? value : 0;
  return numberFormat(`up to ${maxDecimals}`, { maximumFractionDigits: maxDecimals }).format(safe);
}

/** Most decimals a volume or quantity is printed with: 1/3 m³ shows as 0,3333. */
export const QUANTITY_DECIMALS = 4;
/** Most decimals an AHSP coefficient is printed with: 0,01375 OH stays 0,01375. */
export const COEFFICIENT_DECIMALS = 6;

/** A volume or quantity as printed on every screen and document: 0.1125 → "0,1125", 0.9375 → "0,9375", 12 → "12". */
export function formatVolume(value: number): string {
  return formatQuantity(value, QUANTITY_DECIMALS);
}

/** An AHSP coefficient as printed on every screen and document: 0.01375 → "0,01375", 0.00415 → "0,00415". */
export function formatCoefficient(value: number): string {
  return formatQuantity(value, COEFFICIENT_DECIMALS);
}

export interface DateFormatOptions {
  timeZone?: string;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Long Indonesian date with hour and minute: "22 November 2026 pukul 14.05". */
export function formatDateTime(value: Date | string | number, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '-';
  return dateFormat(`date time ${options.timeZone ?? ''}`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

/** Long Indonesian date without time: "22 November 2026". */
export function formatDate(value: Date | string | number, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '-';
  return dateFormat(`date ${options.timeZone ?? ''}`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(date);
}

/** Year-month-day for file names, in local time: "2026-11-22". */
export function formatDateForFileName(value: Date | string | number = new Date()): string {
  const date = toDate(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Items listed the Indonesian way: "A", "A dan B", "A, B dan C"; "" for none. */
export function listWithDan(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1)}`;
}
