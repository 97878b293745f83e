import { formatDate, formatDateForFileName } from '@kalkulator/core';
import { priceBookTexts as texts } from './texts';

// A book's prices hold until its "berlaku s.d." day: past it they are outdated regional prices, which an estimator
// must be told of before pricing a bid with them. Every screen that names a book asks here.

export interface BookValidity {
  /** The last day the Indonesian way: "30 Juni 2026". */
  until: string;
  /** Past the last day by the local calendar; on the day itself the book still holds. */
  expired: boolean;
}

/** A book's `valid_until` (YYYY-MM-DD) as of `today`; null for a book without one. */
export function bookValidity(
  validUntil: string | null | undefined,
  today: Date = new Date(),
): BookValidity | null {
  if (!validUntil) return null;
  return {
    // A calendar day, not an instant: read as UTC midnight and written in UTC it is the same day in every zone.
    until: formatDate(validUntil, { timeZone: 'UTC' }),
    // Both are YYYY-MM-DD, so the text order is the calendar's.
    expired: validUntil < formatDateForFileName(today),
  };
}

/** What a choice of book adds to the book's name: " · kedaluwarsa, berlaku s.d. 30 Juni 2026", or nothing. */
export function expiredSuffix(validUntil: string | null | undefined, today?: Date): string {
  const validity = bookValidity(validUntil, today);
  return validity?.expired ? ` · ${texts.expiredChoice(validity.until)}` : '';
}

/** The warning where prices come from an expired book; null for a book that holds or has no last day. */
export function expiredNote(validUntil: string | null | undefined, today?: Date): string | null {
  const validity = bookValidity(validUntil, today);
  return validity?.expired ? texts.expiredNote(validity.until) : null;
}
