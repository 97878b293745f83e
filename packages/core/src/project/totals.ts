import { terbilangRupiah } from '../export/terbilang';
import { roundRupiah } from '../format/number';
import type { BrickType } from '../calculation/types';
import { sameUnit } from '../catalogue/units';
import { volumeAsPrinted } from './volume';
import { apportionWeights } from './weights';

// The RAB proyek of a whole building (issue #18): items of divisions priced with the AHSP unit price frozen when
// they were priced. Per Permen PUPR 8/2023 overhead & profit is a markup on D (F = D + round(D × p%)), not the job
// calculator's margin on the selling price. One implementation for the server, the browser and the exports.

/** Dibulatkan: to the nearest step, or down to one ("dibulatkan ke bawah", what an offer usually shows). */
export const PROJECT_ROUNDINGS = [
  'none',
  '1000',
  '10000',
  '100000',
  'down-1000',
  'down-10000',
  'down-100000',
] as const;
export type ProjectRounding = (typeof PROJECT_ROUNDINGS)[number];

/** The AHSP parts of one unit of the job, frozen when the item was priced (whole rupiah). */
export interface FrozenParts {
  A: number;
  B: number;
  C: number;
}

export interface ItemUnitPrice extends FrozenParts {
  D: number;
  E: number;
  F: number;
}

export interface ProjectItemInput {
  /** Stable within the project (the browser and the server keep a line's frozen price by it). */
  id?: string;
  job_type_id: number | null;
  description: string;
  unit: string;
  volume: number;
  volume_text?: string | null;
  /** A job type with brick variants: the line's brick type (absent: bata merah, the calculator's default). */
  brick_type?: BrickType | null;
  /** Catalogue items: A, B, C frozen when priced. */
  parts?: FrozenParts | null;
  /** Free items ("Mobilisasi, 1 ls"): the typed harga satuan, taken as F as it stands. */
  free_price?: number | null;
  /** The AHSP unit price (default), a calculation's own cost per unit, or a free item's typed price. */
  price_source?: 'ahsp' | 'calculation' | 'free';
  /** The line's place in the time schedule, where the user set it (project/schedule.ts). */
  schedule?: ItemSchedule | null;
}

/** What the user set for a line's schedule; each absent value is derived (see scheduleProject). */
export interface ItemSchedule {
  /** Duration typed in days. */
  days?: number | null;
  /** Start typed as a day offset from the project's start (0 = the first day). */
  start?: number | null;
  /** Work groups (the job type's crew) on the line: the duration is volume ÷ (productivity × groups). */
  crews?: number | null;
}

export interface ProjectDivisionInput {
  code: string;
  name: string;
  items: ProjectItemInput[];
}

export interface ProjectSettings {
  overhead_percentage: number;
  ppn_percentage: number;
  rounding: ProjectRounding;
}

export interface PricedItem extends ProjectItemInput {
  unit_price: ItemUnitPrice;
  /** round(volume × F). */
  amount: number;
}

export interface PricedDivision extends Omit<ProjectDivisionInput, 'items'> {
  items: PricedItem[];
  total: number;
  /** Share of Jumlah (before PPN) in %, 2 decimals, the divisions' adding up to 100,00 (apportionWeights). */
  weight: number;
}

export interface ProjectTotals {
  /** Jumlah: the sum of the divisions. */
  subtotal: number;
  ppn: number;
  total: number;
  /** Dibulatkan: the total to the nearest step of the project's rounding. */
  rounded: number;
  terbilang: string;
}

export interface PricedProject {
  divisions: PricedDivision[];
  totals: ProjectTotals;
}

/** D = A + B + C, E = round(D × overhead %), F = D + E; a free item's typed price is F (D = F, E = 0). */
export function itemUnitPrice(item: ProjectItemInput, overheadPercentage: number): ItemUnitPrice {
  if (!item.parts) {
    const F = roundRupiah(item.free_price ?? 0);
    return { A: 0, B: 0, C: 0, D: F, E: 0, F };
  }
  const { A, B, C } = item.parts;
  const D = A + B + C;
  const E = roundRupiah((D * overheadPercentage) / 100);
  return { A, B, C, D, E, F: D + E };
}

/** The rounding's step in rupiah (1: none) and whether it rounds down. */
export function roundingStep(rounding: ProjectRounding): { step: number; down: boolean } {
  if (rounding === 'none') return { step: 1, down: false };
  const down = rounding.startsWith('down-');
  return { step: Number(down ? rounding.slice('down-'.length) : rounding), down };
}

export function roundTotal(total: number, rounding: ProjectRounding): number {
  const { step, down } = roundingStep(rounding);
  if (step === 1) return total;
  return (down ? Math.floor(total / step) : Math.round(total / step)) * step;
}

/** round(volume × F) with the volume as printed: what a reader multiplies out from the document. */
const lineAmount = (volume: number, F: number) => roundRupiah(volumeAsPrinted(volume) * F);

/**
 * Prices every item, then the division totals, their weights and the rekap (Jumlah, PPN, Total, Dibulatkan). Each
 * volume is taken as printed (4 decimals), so a line stored before volumes were kept so (3,333333) prices as the
 * browser reading its text does (3,3333).
 */
export function priceProject(divisions: ProjectDivisionInput[], settings: ProjectSettings): PricedProject {
  const priced = divisions.map((division) => {
    const items = division.items.map((item) => {
      const unitPrice = itemUnitPrice(item, settings.overhead_percentage);
      const volume = volumeAsPrinted(item.volume);
      return { ...item, volume, unit_price: unitPrice, amount: roundRupiah(volume * unitPrice.F) };
    });
    return { ...division, items, total: items.reduce((sum, item) => sum + item.amount, 0) };
  });
  const subtotal = priced.reduce((sum, division) => sum + division.total, 0);
  const ppn = roundRupiah((subtotal * settings.ppn_percentage) / 100);
  const total = subtotal + ppn;
  const rounded = roundTotal(total, settings.rounding);
  const weights = apportionWeights(priced.map((division) => division.total));
  return {
    divisions: priced.map((division, index) => ({ ...division, weight: weights[index] ?? 0 })),
    totals: { subtotal, ppn, total, rounded, terbilang: terbilangRupiah(rounded) },
  };
}

/**
 * The most rupiah a line or a project may come to: above 2^53 sums lose whole rupiah, and far above it the
 * database's 64-bit total overflows (a save answered 500). The job calculator refuses the same (resultTooLarge).
 */
export const MAX_PROJECT_RUPIAH = Number.MAX_SAFE_INTEGER;

export interface AmountOverflow {
  division: number;
  item: number;
  /** The line's own amount is too large, or adding it takes the project's total (PPN and rounding in) too far. */
  what: 'line' | 'total';
}

/** The first line whose amount, or whose adding to the total, goes past MAX_PROJECT_RUPIAH; null when none does. */
export function amountOverflow(
  divisions: ProjectDivisionInput[],
  settings: ProjectSettings,
): AmountOverflow | null {
  const exact = (value: number) => Number.isSafeInteger(value) && Math.abs(value) <= MAX_PROJECT_RUPIAH;
  let subtotal = 0;
  for (const [division, { items }] of divisions.entries()) {
    for (const [item, line] of items.entries()) {
      const amount = lineAmount(line.volume, itemUnitPrice(line, settings.overhead_percentage).F);
      if (!exact(amount)) return { division, item, what: 'line' };
      subtotal += amount;
      const total = subtotal + roundRupiah((subtotal * settings.ppn_percentage) / 100);
      if (!exact(subtotal) || !exact(roundTotal(total, settings.rounding))) {
        return { division, item, what: 'total' };
      }
    }
  }
  return null;
}

export interface RepriceChange {
  division: number;
  item: number;
  description: string;
  before: { F: number; amount: number };
  after: { F: number; amount: number };
}

export interface RepriceOutcome {
  before: ProjectTotals;
  after: ProjectTotals;
  changes: RepriceChange[];
  /** The divisions with today's parts, to store when the user applies the re-price. */
  divisions: ProjectDivisionInput[];
  /** Items left at their frozen price, and why. */
  missing: RepriceMissing[];
}

/**
 * A line "Perbarui harga" leaves at its frozen price: its job type deleted from the catalogue ('removed'), or its id
 * now a job type in another unit ('unit_changed': deleted and its id given to another job type, or its unit changed).
 */
export interface RepriceMissing {
  division: number;
  item: number;
  description: string;
  reason: 'removed' | 'unit_changed';
}

/** Today's parts of a job type (and, when known, its unit: an analysis per m² never prices a line in m³). */
export type CurrentParts = FrozenParts & { unit?: string };

/**
 * "Perbarui harga": every catalogue item re-priced with today's parts (`current(jobTypeId, brickType)` for the
 * line's own brick type, undefined when the job type is gone; a job type now in another unit than the line's prices
 * nothing), with the old and new totals and each item whose amount changes. Nothing changes until applied.
 */
export function repriceProject(
  divisions: ProjectDivisionInput[],
  settings: ProjectSettings,
  current: (jobTypeId: number, brickType: BrickType | null) => CurrentParts | undefined,
): RepriceOutcome {
  const missing: RepriceOutcome['missing'] = [];
  const next = divisions.map((division, d) => ({
    ...division,
    items: division.items.map((item, i) => {
      if (item.job_type_id === null || !item.parts) return item;
      const parts = current(item.job_type_id, item.brick_type ?? null);
      if (!parts) {
        missing.push({ division: d, item: i, description: item.description, reason: 'removed' });
        return item;
      }
      if (parts.unit !== undefined && !sameUnit(parts.unit, item.unit)) {
        missing.push({ division: d, item: i, description: item.description, reason: 'unit_changed' });
        return item;
      }
      return { ...item, parts: { A: parts.A, B: parts.B, C: parts.C } };
    }),
  }));
  const before = priceProject(divisions, settings);
  const after = priceProject(next, settings);
  const changes: RepriceChange[] = [];
  after.divisions.forEach((division, d) =>
    division.items.forEach((item, i) => {
      const old = before.divisions[d]!.items[i]!;
      if (old.amount === item.amount && old.unit_price.F === item.unit_price.F) return;
      changes.push({
        division: d,
        item: i,
        description: item.description,
        before: { F: old.unit_price.F, amount: old.amount },
        after: { F: item.unit_price.F, amount: item.amount },
      });
    }),
  );
  return { before: before.totals, after: after.totals, changes, divisions: next, missing };
}
