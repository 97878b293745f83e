import { roundTo } from '../format/number';
import { lineName } from './analyses';
import type { PricedProject } from './totals';
import { apportionHundredths } from './weights';

// The time schedule (Kurva S) of a RAB proyek: every line gets a duration in days and a start, its bobot is its
// Jumlah Harga ÷ Jumlah × 100 %, spread evenly over its days; a week's planned progress is the sum of what every
// line does in that week, and the cumulative sum is the S-curve, ending at 100 %.

export const scheduleMessages = {
  days: 'Durasi harus bilangan bulat hari antara 1 dan 3.650',
  start: 'Mulai harus hari ke- 1 sampai 3.650',
  crews: 'Jumlah kelompok kerja harus bilangan bulat 1 sampai 100',
} as const;

/** A line with neither productivity nor a typed duration (a free line such as "Mobilisasi") takes one week. */
export const DEFAULT_ITEM_DAYS = 7;
export const MAX_ITEM_DAYS = 3650;

export interface ScheduledItem {
  division: number;
  item: number;
  /** "A.1": the division's code and the line's number in it. */
  number: string;
  description: string;
  amount: number;
  /** Bobot in % of Jumlah, exact: what its weeks spread and the workbook's formula gives. */
  weight: number;
  /**
   * The bobot as printed: 2 decimals, a division's lines adding up to its bobot in the Rekap and all of them to
   * 100,00 (printedLineWeights).
   */
  printedWeight: number;
  /** Day offset from the project's start (0 = first day). */
  start: number;
  days: number;
  /** First day after the line: start + days. */
  end: number;
  /** Where the duration came from. */
  basis: 'typed' | 'productivity' | 'default';
  crews: number;
  /** Units per day of one work group, when the job type has it. */
  productivity: number | null;
  /** The first week the line works in (days 7 × firstWeek …). */
  firstWeek: number;
  /**
   * Share in % the line does in each of its own weeks, from `firstWeek` on (exact): only its span, so a project of
   * many lines one after another is not lines × weeks of zeros.
   */
  weekShares: number[];
  /**
   * As printed, beside `weekShares`: the line's printed bobot over its weeks in whole hundredths (by its days in each
   * week), so they add up to `printedWeight` and the weeks' `planned`.
   */
  printedWeekShares: number[];
}

export interface ProjectSchedule {
  items: ScheduledItem[];
  weeks: number;
  /** Planned progress per week in %, 2 decimals: the steps of `cumulative`, adding up to it. */
  planned: number[];
  /** Cumulative planned progress in %, 2 decimals; the last is 100 when the project has an amount. */
  cumulative: number[];
}

/** Days of [start, end) falling in week w (days 7w … 7w + 6). */
export function daysInWeek(start: number, end: number, week: number): number {
  return Math.max(0, Math.min(end, (week + 1) * 7) - Math.max(start, week * 7));
}

/** The share in % a scheduled line does in week `week` of the project (zero outside its weeks). */
export function weekShare(item: Pick<ScheduledItem, 'firstWeek' | 'weekShares'>, week: number): number {
  return item.weekShares[week - item.firstWeek] ?? 0;
}

/**
 * Each line's printed bobot: its division's printed bobot (the Rekap's, apportioned over 100,00 among the divisions)
 * shared out among the division's lines by the largest remainder, so the lines of a division add up to the figure
 * the Rekap prints for it and all lines to 100,00. Apportioned over 100,00 on their own, the lines of a division
 * could add up to 5,71 beside its 5,72 in the Rekap.
 */
function printedLineWeights(
  priced: PricedProject,
  items: readonly { division: number; amount: number }[],
): number[] {
  return priced.divisions.flatMap((division, d) => {
    const amounts = items.filter((item) => item.division === d).map((item) => item.amount);
    return apportionHundredths(amounts, Math.round(division.weight * 100)).map(
      (hundredths) => hundredths / 100,
    );
  });
}

/**
 * Schedules every line: a typed duration, else ceil(volume ÷ (productivity × groups)), else a week; a typed start,
 * else the end of the line before it: the project's lines one after another, division after division, as a site
 * works through persiapan, tanah, pondasi … (an S-curve, not every division in week 1); the first starts on day 0.
 * A typed start overlaps work where crews work side by side, and the lines after it follow it.
 * `productivity(jobTypeId)` gives the job type's units per day for one work group (undefined when unknown).
 */
export function scheduleProject(
  priced: PricedProject,
  productivity: (jobTypeId: number) => number | undefined,
): ProjectSchedule {
  const subtotal = priced.totals.subtotal;
  const items: Omit<ScheduledItem, 'firstWeek' | 'weekShares' | 'printedWeight' | 'printedWeekShares'>[] = [];
  let previousEnd = 0;
  priced.divisions.forEach((division, d) => {
    division.items.forEach((item, i) => {
      const set = item.schedule ?? {};
      const crews = set.crews && set.crews > 0 ? Math.round(set.crews) : 1;
      const rate = item.job_type_id !== null ? productivity(item.job_type_id) : undefined;
      const perDay = rate && rate > 0 ? rate : null;
      let days: number;
      let basis: ScheduledItem['basis'];
      if (set.days && set.days > 0) {
        days = Math.round(set.days);
        basis = 'typed';
      } else if (perDay && item.volume > 0) {
        days = Math.ceil(roundTo(item.volume / (perDay * crews), 6));
        basis = 'productivity';
      } else {
        days = DEFAULT_ITEM_DAYS;
        basis = 'default';
      }
      days = Math.min(MAX_ITEM_DAYS, Math.max(1, days));
      const start =
        set.start !== null && set.start !== undefined && set.start >= 0 ? Math.round(set.start) : previousEnd;
      previousEnd = start + days;
      items.push({
        division: d,
        item: i,
        number: `${division.code}.${i + 1}`,
        description: lineName(item.description, item.brick_type),
        amount: item.amount,
        weight: subtotal > 0 ? (item.amount / subtotal) * 100 : 0,
        start,
        days,
        end: start + days,
        basis,
        crews,
        productivity: perDay,
      });
    });
  });
  const weeks = Math.max(1, Math.ceil(Math.max(0, ...items.map((item) => item.end)) / 7));
  const printed = printedLineWeights(priced, items);
  // As printed: each line's printed bobot spread over its weeks in whole hundredths (by its days in each week), the
  // weeks' plan the sum of those and the S-curve their running sum. So a week holding one line prints that line's
  // bobot, the weeks add up to the cumulative under them and it ends at exactly the 100,00 of the bobot column
  // (rounded one by one they could print 32,73 beside a line's 32,72 and end at 100,01).
  const plannedHundredths = Array.from({ length: weeks }, () => 0);
  const scheduled = items.map((item, index) => {
    const firstWeek = Math.floor(item.start / 7);
    const span = Math.ceil(item.end / 7) - firstWeek;
    const printedWeight = printed[index] ?? 0;
    const days = Array.from({ length: span }, (_, week) =>
      daysInWeek(item.start, item.end, firstWeek + week),
    );
    const hundredths = apportionHundredths(days, Math.round(printedWeight * 100));
    hundredths.forEach((share, week) => {
      plannedHundredths[firstWeek + week]! += share;
    });
    return {
      ...item,
      printedWeight,
      firstWeek,
      weekShares: days.map((inWeek) => (item.weight * inWeek) / item.days),
      printedWeekShares: hundredths.map((share) => share / 100),
    };
  });
  let running = 0;
  const cumulative = plannedHundredths.map((share) => {
    running += share;
    return running / 100;
  });
  const planned = plannedHundredths.map((share) => share / 100);
  return { items: scheduled, weeks, planned, cumulative };
}

/** The calendar date (YYYY-MM-DD) of day `offset` after a YYYY-MM-DD start. */
export function addDays(date: string, offset: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return new Date(time + offset * 86_400_000).toISOString().slice(0, 10);
}
