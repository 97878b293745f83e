import { compareAmounts, formatNumber, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import type { RepriceAnswer } from '../api/mutations';
import { ModalPanel } from './ModalPanel';
import { projectTexts } from '../texts';

/** "+Rp 12.500 (+2,50%)": the change from a to b in rupiah and %. */
function difference(a: number, b: number): string {
  const { difference: rupiah, percent } = compareAmounts(a, b);
  const sign = rupiah > 0 ? '+' : rupiah < 0 ? '−' : '';
  const share = percent === null ? '' : ` (${sign}${formatNumber(Math.abs(percent), 2)}%)`;
  return `${sign}${formatRupiah(Math.abs(rupiah))}${share}`;
}

/** "Perbarui harga": today's catalogue against the frozen prices, applied only on confirmation. */
export function RepriceDialog({
  diff,
  title = projectTexts.repriceTitle,
  afterLabel = 'Total dengan harga hari ini',
  applyEmpty = false,
  applying,
  onApply,
  onClose,
}: {
  diff: RepriceAnswer;
  title?: string;
  afterLabel?: string;
  /** A book switch applies even when no line's price changes (the project then keeps the new book). */
  applyEmpty?: boolean;
  applying: boolean;
  onApply(): void;
  onClose(): void;
}) {
  // Nothing is typed here: a tap beside the preview closes it as Batal does.
  return (
    <ModalPanel
      labelledBy="reprice-title"
      testId="reprice-dialog"
      className="sm:max-w-2xl"
      onClose={onClose}
      onBackdrop={onClose}
    >
      <h2 id="reprice-title" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        <dt>Total sekarang (dibulatkan)</dt>
        <dd className="text-right tabular-nums" data-testid="reprice-before">
          {formatRupiah(diff.before.rounded)}
        </dd>
        <dt className="font-semibold">{afterLabel}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="reprice-after">
          {formatRupiah(diff.after.rounded)}
        </dd>
        <dt>Selisih</dt>
        <dd className="text-right tabular-nums" data-testid="reprice-difference">
          {difference(diff.before.rounded, diff.after.rounded)}
        </dd>
      </dl>
      {diff.changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{projectTexts.repriceNone}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm" aria-label="Item yang berubah">
          {diff.changes.map((change) => (
            <li key={`${change.division}-${change.item}`} className="py-2" data-testid="reprice-change">
              <p className="font-medium">{change.description}</p>
              <p className="text-xs text-slate-600 tabular-nums">
                Harga satuan {formatRupiah(change.before.F)} → {formatRupiah(change.after.F)} · jumlah{' '}
                {formatRupiah(change.before.amount)} → {formatRupiah(change.after.amount)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {diff.missing.length > 0 && (
        <p className="mt-3 text-sm text-amber-800" data-testid="reprice-missing">
          {projectTexts.repriceMissing(
            diff.missing.filter((line) => line.reason !== 'unit_changed').length,
            diff.missing.filter((line) => line.reason === 'unit_changed').length,
          )}
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Batal
        </Button>
        <Button
          onClick={onApply}
          disabled={applying || (!applyEmpty && diff.changes.length === 0)}
          data-testid="reprice-apply"
        >
          {applying ? 'Menerapkan...' : 'Terapkan harga baru'}
        </Button>
      </div>
    </ModalPanel>
  );
}
