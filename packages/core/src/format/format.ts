const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Indonesian rupiah, no decimals: 1250000 → "Rp 1.250.000" (with a no-break space). */
export function formatRupiah(value: number): string {
  return rupiah.format(Number.isFinite(value) ? Math.round(value) : 0);
}

/** Indonesian number formatting with a fixed number of decimals: 1234.5 → "1.234,50" for 2. */
export function formatNumber(value: number, decimals = 0): string {
  const safe = Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(safe);
}

/** Like formatNumber but drops trailing zeros (up to `maxDecimals`): 0.043 → "0,043", 70 → "70". */
export function formatQuantity(value: number, maxDecimals = 3): string {
  const safe = Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: maxDecimals }).format(safe);
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
  return new Intl.DateTimeFormat('id-ID', {
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
  return new Intl.DateTimeFormat('id-ID', {
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
