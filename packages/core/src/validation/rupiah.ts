import { z } from 'zod';
import { ahspMessages } from '../ahsp/messages';
import { formatNumber } from '../format/format';
import { commaThousands, parseIdNumber } from '../format/number';

// Money is whole rupiah everywhere (prices, wages, totals are 64-bit integers in the database). A price typed with
// sen ("Rp 2.500,50") is refused with a message that says so, in forms, pasted lists and uploads alike; it is
// never rounded without the user knowing.

export const SEN_EXAMPLE = 'tulis 2.500 atau 2.501, bukan 2.500,50';

/** The message for a price with sen; `label` names the field ("Harga", "Upah harian"). */
export const senMessage = (label = 'Harga') => `${label} harus rupiah bulat tanpa sen (${SEN_EXAMPLE}).`;

/** The most a catalogue price or wage may be (prices are summed into analyses and projects as safe integers). */
export const MAX_CATALOGUE_PRICE = 1e12;

/** The most any price field takes (a price book's price, a project's unit price): Rp 10.000.000.000.000. */
export const MAX_RUPIAH = 1e13;

/** The message for an amount above the field's limit: "Harga maksimal Rp 1.000.000.000.000". */
export const rupiahTooLarge = (max: number, label = 'Harga') => `${label} maksimal Rp ${formatNumber(max)}`;

/** true when a readable amount carries sen (a fraction of a rupiah). */
export const hasSen = (amount: number) => Number.isFinite(amount) && !Number.isInteger(amount);

/**
 * A price field: a number or Indonesian text ("Rp 65.000", "65.000"), 0 to `max` whole rupiah. `invalid` is the
 * field's message for anything unreadable or negative; above `max` says the maximum (`rupiahTooLarge`), sen get
 * `senMessage(label)`. Text like "65,000" is refused as every typed or imported price refuses it (readPriceText):
 * read the Indonesian way it is Rp 65, a price a thousand times too small saved without a word.
 */
export function rupiahField(invalid: string, options: { max?: number; label?: string } = {}) {
  const { max = MAX_RUPIAH, label } = options;
  return z.union([z.number(), z.string()], { error: invalid }).transform((value, ctx) => {
    const ambiguous = typeof value === 'string' ? commaThousands(value) : null;
    if (ambiguous) {
      const { grouped, plain } = ambiguous;
      const written = String(value).trim();
      ctx.addIssue({ code: 'custom', message: ahspMessages.priceCommaThousands(written, grouped, plain) });
      return z.NEVER;
    }
    const amount = parseIdNumber(value);
    if (!Number.isFinite(amount) || amount < 0) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (amount > max) {
      ctx.addIssue({ code: 'custom', message: rupiahTooLarge(max, label) });
      return z.NEVER;
    }
    if (hasSen(amount)) {
      ctx.addIssue({ code: 'custom', message: senMessage(label) });
      return z.NEVER;
    }
    return amount;
  });
}
