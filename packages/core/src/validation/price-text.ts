import { ahspMessages } from '../ahsp/messages';
import { commaThousands, parseIdNumber } from '../format/number';
import { cellText, type TableCell } from '../import/cells';
import { hasSen, senMessage } from './rupiah';

// One reading of a rupiah price for every place one is written by hand: a price book's table, a project's free
// line, a pasted or imported price list. A field that read "65,000" as Rp 65 while the import refused it saved a
// price a thousand times too small without a word.

export type PriceReading = { ok: true; price: number } | { ok: false; msg: string };

/**
 * A whole-rupiah price from text written the Indonesian way ("Rp 65.000", "65000", "1.250.000", also
 * "1,250,000"), or a spreadsheet's number as it is. Refused, each with its message: "65,000" (thousands or
 * decimals? see commaThousands), text that is no number, a negative price, and sen (`label` names the field in
 * that message: "Harga satuan").
 */
export function readPriceText(cell: TableCell, label = 'Harga'): PriceReading {
  const written = cellText(cell);
  const ambiguous = typeof cell === 'string' ? commaThousands(written) : null;
  if (ambiguous)
    return { ok: false, msg: ahspMessages.priceCommaThousands(written, ambiguous.grouped, ambiguous.plain) };
  const price = parseIdNumber(cell);
  if (Number.isNaN(price)) return { ok: false, msg: ahspMessages.price(written) };
  if (price < 0) return { ok: false, msg: ahspMessages.negative };
  if (hasSen(price)) return { ok: false, msg: senMessage(label) };
  return { ok: true, price };
}
