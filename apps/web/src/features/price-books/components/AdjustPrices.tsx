import { useId, useState } from 'react';
import {
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  priceBookAdjustSchema,
  priceBookMessages,
  type PriceKind,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import toast from '../../../lib/toast';
import { toastApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { adjustSummary } from '../adjust-summary';
import { useBookPrices, useBookWrites, type BookPrice, type PriceBook } from '../api';
import { offerUndo } from '../../projects/components/undo-toast';
import { priceBookTexts as texts } from '../texts';

const input =
  'block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-500 aria-invalid:bg-red-50';

/** The most prices one PUT …/prices takes back (its schema's limit): a larger adjustment offers no undo. */
const UNDO_MAX_PRICES = 5000;

/**
 * "Sesuaikan semua harga": every price of one kind up or down by a percentage. No kind is chosen at first (a
 * preselected one was applied by whoever typed the percent without looking at it), and nothing is written before
 * the confirmation says which kind, how many prices, what they become and which catalogue prices the book then
 * fixes. Afterwards "Urungkan" puts back the prices the server says it replaced.
 */
export function AdjustPrices({ book, disabled }: { book: PriceBook; disabled: boolean }) {
  const writes = useBookWrites();
  const prices = useBookPrices(book.id);
  const [kind, setKind] = useState<PriceKind | ''>('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; percent?: string }>({});
  const [asking, setAsking] = useState<{ kind: PriceKind; percent: number } | null>(null);
  const kindError = useId();
  const percentError = useId();
  const pending = writes.adjust.isPending;

  function ask() {
    const percentRead = priceBookAdjustSchema.shape.percent.safeParse(percent);
    const found = {
      ...(kind === '' && { kind: texts.adjustKindMissing }),
      ...(!percentRead.success && { percent: priceBookMessages.percent }),
    };
    setErrors(found);
    if (kind === '' || !percentRead.success) return;
    setAsking({ kind, percent: percentRead.data });
  }

  function undo(previous: BookPrice[]) {
    writes.prices.mutateAsync({ id: book.id, prices: previous }).then(
      () => toast.success(texts.adjustUndone(previous.length)),
      (error: unknown) => toastApiError(error),
    );
  }

  function apply(chosen: { kind: PriceKind; percent: number }) {
    setAsking(null);
    writes.adjust.mutate(
      { id: book.id, kind: chosen.kind, percent: chosen.percent },
      {
        onSuccess: (answer) => {
          setPercent('');
          setKind('');
          const previous = answer.previous ?? [];
          if (previous.length === 0 || previous.length > UNDO_MAX_PRICES)
            return void toast.success(answer.message);
          // The projects' undo toast: held while it has the focus, and Ctrl+Z reaches it from the keyboard.
          offerUndo({
            id: `book-adjust-${book.id}`,
            message: answer.message,
            testId: 'book-adjust-done',
            undoTestId: 'book-adjust-undo',
            pending: new Set(),
            onUndo: () => undo(previous),
            success: true,
          });
        },
        onError: (error) => toastApiError(error),
      },
    );
  }

  const summary = asking && adjustSummary(asking.kind, asking.percent, prices.data);
  return (
    <div
      className="flex flex-wrap items-start gap-2 border-t border-slate-200 pt-4"
      data-testid="book-adjust"
    >
      <label className="block space-y-1 text-sm font-medium text-slate-700">
        <span>Sesuaikan semua harga</span>
        <select
          className={input}
          value={kind}
          aria-invalid={errors.kind ? true : undefined}
          aria-describedby={errors.kind ? kindError : undefined}
          onChange={(event) => {
            setKind(event.target.value as PriceKind | '');
            setErrors(({ kind: _, ...rest }) => rest);
          }}
          data-testid="book-adjust-kind"
        >
          <option value="">{texts.adjustKindNone}</option>
          {PRICE_KINDS.map((value) => (
            <option key={value} value={value}>
              {PRICE_KIND_LABELS[value]}
            </option>
          ))}
        </select>
        {errors.kind && (
          <span id={kindError} className="block text-xs text-red-700" data-testid="book-adjust-kind-error">
            {errors.kind}
          </span>
        )}
      </label>
      <label className="block space-y-1 text-sm font-medium text-slate-700">
        <span>Persen (misal 12 atau -25)</span>
        <input
          className={`${input} w-32`}
          inputMode="decimal"
          value={percent}
          aria-invalid={errors.percent ? true : undefined}
          aria-describedby={errors.percent ? percentError : undefined}
          onChange={(event) => {
            setPercent(event.target.value);
            setErrors(({ percent: _, ...rest }) => rest);
          }}
          data-testid="book-adjust-percent"
        />
        {errors.percent && (
          <span
            id={percentError}
            className="block w-56 text-xs text-red-700"
            data-testid="book-adjust-percent-error"
          >
            {errors.percent}
          </span>
        )}
      </label>
      {/* Level with the fields, below their labels. */}
      <Button
        variant="secondary"
        className="mt-6"
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        onClick={ask}
        data-testid="book-adjust-apply"
      >
        {pending ? 'Menyesuaikan…' : 'Terapkan'}
      </Button>
      <p className="w-full text-xs text-slate-500">
        Dari harga yang berlaku sekarang (harga buku, atau katalog bila kosong), dibulatkan ke rupiah penuh.
      </p>
      {asking && summary && (
        <ConfirmDialog
          title={summary.title}
          confirmLabel={summary.confirmLabel}
          onClose={() => setAsking(null)}
          onConfirm={() => apply(asking)}
        >
          {/* One paragraph: read whole with the title as the dialog opens (its aria-describedby). */}
          <p>{summary.sentences.join(' ')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
