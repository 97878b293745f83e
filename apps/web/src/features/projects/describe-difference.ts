import {
  BRICK_TYPE_LABELS,
  formatDate,
  formatQuantity,
  formatRupiah,
  formatVolume,
  type BrickType,
  type ProjectRounding,
} from '@kalkulator/core';
import type { ConflictField, FieldValue, LineChange, Quantity, VersionDifference } from './conflict-diff';
import { PROJECT_FIELD_LABELS, ROUNDING_LABELS } from './draft';
import { conflictTexts as texts, toastName } from './texts';

// The differences between two versions of a project (conflict-diff.ts) in the words of the choice of versions: what
// the other device's version holds first, then what this device has, "(di perangkat ini: …)".

function describeValue(field: ConflictField, value: FieldValue): string {
  if (value === null) return field === 'price_book_id' ? texts.catalogue : texts.empty;
  if (typeof value === 'string' && field === 'rounding')
    return ROUNDING_LABELS[value as ProjectRounding] ?? value;
  if (typeof value === 'string' && field === 'start_date' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDate(`${value}T00:00:00`);
  if (typeof value === 'string') return `“${toastName(value)}”`;
  if (field === 'price_book_id') return texts.otherBook;
  if (field === 'overhead_percentage' || field === 'ppn_percentage') return `${formatQuantity(value, 2)}%`;
  return String(value);
}

const describeQuantity = ({ volume, text, unit }: Quantity) =>
  `${volume === null ? text : formatVolume(volume)} ${unit}`.trim();

/**
 * Two names of one line, each shortened to where they differ: "…— bata ringan" and "…— batako", not twice the same
 * first 48 characters of "Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, …".
 */
export function differingNames(theirs: string, mine: string): [string, string] {
  const [a, b] = [[...theirs], [...mine]];
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  // Back to the start of the word before the one the difference is in ("…lantai 2"), and only when what is left out
  // is worth an ellipsis.
  const shared = a.slice(0, same).join('');
  const wordStart = shared.lastIndexOf(' ', shared.lastIndexOf(' ') - 1) + 1;
  if (wordStart < 16) return [toastName(theirs), toastName(mine)];
  const from = (chars: string[]) => `…${toastName(chars.slice(wordStart).join(''))}`;
  return [from(a), from(b)];
}

const brickName = (brick: BrickType | null) => BRICK_TYPE_LABELS[brick ?? 'bata_merah'].toLowerCase();

function describeChange(change: LineChange): string {
  switch (change.what) {
    case 'name': {
      const [theirs, mine] = differingNames(change.theirs, change.mine);
      return `${texts.lineName} “${theirs}” ${texts.here(`“${mine}”`)}`;
    }
    case 'volume':
      return `${texts.lineVolume} ${describeQuantity(change.theirs)} ${texts.here(describeQuantity(change.mine))}`;
    case 'price':
      return `${texts.linePrice} ${formatRupiah(change.theirs)} ${texts.here(formatRupiah(change.mine))}`;
    case 'division':
      return `${texts.lineDivision(change.theirs)} ${texts.here(change.mine)}`;
    case 'brick':
      return `${texts.lineBrick} ${brickName(change.theirs)} ${texts.here(brickName(change.mine))}`;
    case 'schedule':
      return texts.lineSchedule;
  }
}

/** One difference as the choice of versions lists it: what the other version holds, then what this device has. */
export function describeDifference(difference: VersionDifference): string {
  switch (difference.kind) {
    case 'field': {
      const { field, theirs, mine } = difference;
      return `${PROJECT_FIELD_LABELS[field]}: ${describeValue(field, theirs)} ${texts.here(describeValue(field, mine))}`;
    }
    case 'division': {
      const where = difference.only === 'theirs' ? texts.onlyTheirs : texts.onlyMine;
      return `${texts.division(difference.code, difference.name, difference.items)} ${where}`;
    }
    case 'division-name':
      return `${texts.divisionName(difference.code)}: “${difference.theirs}” ${texts.here(`“${difference.mine}”`)}`;
    case 'line':
      return `${difference.division} · ${toastName(difference.name)}: ${
        difference.only === 'theirs' ? texts.onlyTheirs : texts.onlyMine
      }`;
    case 'line-changed':
      return `${difference.division} · ${toastName(difference.name)}: ${difference.changes.map(describeChange).join('; ')}`;
  }
}
