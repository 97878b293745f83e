import { roundRupiah, roundTo } from '../format/number';
import type { JobTypeDetails, PriceSource } from '../calculation/types';
import type { UnitPrice } from '../ahsp/unit-price';

// Regional price books (issue #20): the AHSP coefficients are national, the prices are not. A book prices some
// materials, labour rates and equipment; every item it does not price keeps the catalogue's own price (the
// national default book). The resolution and the comparisons live here, for the server and the browser alike.

export const PRICE_KINDS = ['labor', 'material', 'equipment'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  labor: 'Upah',
  material: 'Bahan',
  equipment: 'Alat',
};

/** A book's own prices by kind and catalogue item id (whole rupiah). */
export type BookPrices = Record<PriceKind, ReadonlyMap<number, number>>;

export const emptyBookPrices = (): BookPrices => ({
  labor: new Map(),
  material: new Map(),
  equipment: new Map(),
});

/** The book's prices from rows as stored ({ kind, item_id, price }). */
export function bookPricesOf(
  rows: readonly { kind: PriceKind; item_id: number; price: number }[],
): BookPrices {
  const prices = {
    labor: new Map<number, number>(),
    material: new Map<number, number>(),
    equipment: new Map<number, number>(),
  };
  for (const row of rows) prices[row.kind].set(row.item_id, Number(row.price));
  return prices;
}

/**
 * The job type with every wage and price the book has replaced, each line saying where its price came from
 * (`price_source`: 'book' or 'catalogue'). Without a book the details are returned as they are.
 */
export function priceDetails(details: JobTypeDetails, book: BookPrices | null): JobTypeDetails {
  if (!book) return details;
  const pick = (kind: PriceKind, id: number, own: number) => {
    const price = book[kind].get(id);
    return price === undefined
      ? { price: own, price_source: 'catalogue' as const }
      : { price, price_source: 'book' as const };
  };
  return {
    ...details,
    labor: details.labor.map((line) => {
      const { price, price_source } = pick('labor', line.labor_rate_id, line.daily_rate);
      return { ...line, daily_rate: price, price_source };
    }),
    materials: details.materials.map((line) => ({
      ...line,
      ...pick('material', line.material_id, line.price),
    })),
    equipment: (details.equipment ?? []).map((line) => ({
      ...line,
      ...pick('equipment', line.equipment_id, line.price),
    })),
    ...(details.crew_rates && { crew_rates: priceCrewRates(details.crew_rates, book) }),
  };
}

/** The catalogue's tukang and pekerja wages (for a role the job type has no line of), as the book prices them. */
function priceCrewRates(
  rates: NonNullable<JobTypeDetails['crew_rates']>,
  book: BookPrices,
): NonNullable<JobTypeDetails['crew_rates']> {
  const priced: NonNullable<JobTypeDetails['crew_rates']> = {};
  for (const role of ['tukang', 'pekerja'] as const) {
    const rate = rates[role];
    if (!rate) continue;
    const price = rate.labor_rate_id === undefined ? undefined : book.labor.get(rate.labor_rate_id);
    priced[role] =
      price === undefined
        ? { ...rate, price_source: 'catalogue' }
        : { ...rate, daily_rate: price, price_source: 'book' };
  }
  return priced;
}

/** A price changed by a percentage, to whole rupiah (half a rupiah up): 100.000 − 25 % = 75.000; 1.333 + 12 % = 1.493. */
export function adjustedPrice(price: number, percent: number): number {
  return Math.max(0, roundRupiah((price * (100 + percent)) / 100));
}

export interface Comparison {
  a: number;
  b: number;
  /** b − a in rupiah. */
  difference: number;
  /** (b − a) ÷ a × 100, 2 decimals; null when a is 0. */
  percent: number | null;
}

export function compareAmounts(a: number, b: number): Comparison {
  return { a, b, difference: b - a, percent: a === 0 ? null : roundTo(((b - a) / a) * 100, 2) };
}

export interface UnitPriceComparison {
  parts: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', Comparison>;
  /** Each wage and price of the analysis under both books. */
  lines: {
    group: 'labor' | 'materials' | 'equipment';
    code: string;
    name: string;
    unit: string;
    price: Comparison;
    /** Where each side's price came from ('book' or 'catalogue'); absent on a side priced without a book. */
    source: { a?: PriceSource; b?: PriceSource };
  }[];
}

/** One job type's unit price under two books, side by side (the same analysis, so the lines pair by position). */
export function compareUnitPrices(a: UnitPrice, b: UnitPrice): UnitPriceComparison {
  const parts = Object.fromEntries(
    (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((key) => [key, compareAmounts(a[key], b[key])]),
  ) as UnitPriceComparison['parts'];
  const lines = (['labor', 'materials', 'equipment'] as const).flatMap((group) =>
    a[group].map((line, index) => ({
      group,
      code: line.code,
      name: line.name,
      unit: line.unit,
      price: compareAmounts(line.price, b[group][index]?.price ?? line.price),
      source: { a: line.price_source, b: b[group][index]?.price_source },
    })),
  );
  return { parts, lines };
}
