import {
  BRICK_TYPES,
  formatCoefficient,
  formatRupiah,
  type BrickType,
  type UnitPrice,
} from '@kalkulator/core';
import type { RowPrice } from '../analysis-price';
import { BRICK_LABELS } from '../assignments';
import { analysisTexts } from '../texts';
import { control } from './AssignmentColumn';

// The prices of the Analisa editor's draft, laid out for a phone first: each row's working under its coefficient,
// the column's total under its rows, D, E and F under the columns; lines that wrap, no table to scroll sideways.

/** Under a row's coefficient: "0,3 OH × Rp 100.000 = Rp 30.000", or why the row counts nothing yet. */
export function RowWorking({
  row,
  unit,
  brick,
  letter = 'B',
}: {
  row: RowPrice;
  unit: string;
  brick?: BrickType;
  /** The total a row of another brick type stays out of: A for labour, B for materials. */
  letter?: 'A' | 'B';
}) {
  const text =
    row.price === null
      ? analysisTexts.noPrice
      : row.coefficient === null || row.amount === null
        ? analysisTexts.badCoefficient
        : analysisTexts.working(formatCoefficient(row.coefficient), unit, row.price, row.amount);
  const valid = row.amount !== null;
  return (
    <p
      className={`mt-1 break-words text-xs tabular-nums ${valid ? 'text-slate-600' : 'text-amber-800'}`}
      data-testid="assigned-working"
    >
      <span className={row.counted ? '' : 'line-through'}>{text}</span>
      {valid && !row.counted && brick && (
        <span className="ml-1 text-slate-500">{analysisTexts.notCounted(BRICK_LABELS[brick], letter)}</span>
      )}
    </p>
  );
}

/** "Jumlah A  Rp 70.000" under a column's rows. */
export function ColumnTotal({ letter, total }: { letter: 'A' | 'B' | 'C'; total: number }) {
  return (
    <p className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-sm font-bold">
      <span>{analysisTexts.total(letter)}</span>
      <span className="tabular-nums" data-testid={`analysis-${letter}`}>
        {formatRupiah(total)}
      </span>
    </p>
  );
}

/** A, B, C, D = A + B + C, E (overhead & profit on D), F = D + E of the draft, and for which brick type. */
export function UnitPriceSummary({
  price,
  unit,
  invalidRows = 0,
  brickType,
  onBrickType,
}: {
  price: UnitPrice;
  unit: string;
  /** Rows F leaves out as their coefficient is not a valid one: said beside F. */
  invalidRows?: number;
  /** Set for a job type whose labour or materials differ by brick type: the one A and B count, to be chosen. */
  brickType?: BrickType;
  onBrickType(brickType: BrickType): void;
}) {
  return (
    <section
      className="space-y-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200"
      aria-label={analysisTexts.previewTitle(unit)}
      data-testid="analysis-price"
    >
      <h3 className="font-semibold text-slate-900">{analysisTexts.previewTitle(unit)}</h3>
      <p className="text-xs text-slate-600">{analysisTexts.previewNote}</p>
      {brickType && (
        <label className="block text-xs font-medium text-slate-600">
          {analysisTexts.previewBrick}
          <select
            className={control}
            value={brickType}
            onChange={(event) => onBrickType(event.target.value as BrickType)}
            data-testid="analysis-price-brick"
          >
            {BRICK_TYPES.map((type) => (
              <option key={type} value={type}>
                {BRICK_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
      )}
      <dl className="divide-y divide-slate-200 text-sm">
        {(['A', 'B', 'C'] as const).map((letter) => (
          <div key={letter} className="flex justify-between gap-3 py-1.5">
            <dt>{analysisTexts.parts[letter]}</dt>
            <dd className="shrink-0 tabular-nums" data-testid={`analysis-total-${letter}`}>
              {formatRupiah(price[letter])}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 py-1.5 font-semibold">
          <dt>{analysisTexts.D}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="analysis-D">
            {formatRupiah(price.D)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 py-1.5">
          <dt>{analysisTexts.E(price.overhead_percentage)}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="analysis-E">
            {formatRupiah(price.E)}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3 py-1.5 text-base font-bold">
          <dt>{analysisTexts.F}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="analysis-F">
            {formatRupiah(price.F)}
          </dd>
          {invalidRows > 0 && (
            <dd className="basis-full text-xs font-medium text-amber-800" data-testid="analysis-invalid-rows">
              {analysisTexts.invalidRows(invalidRows)}
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
}
