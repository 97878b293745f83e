import { PRICE_KIND_LABELS, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import type { ImportAnswer } from '../api';
import { priceBookTexts as texts } from '../texts';

/**
 * What an import would do, before anything is written: each matched row with its item, unit, the catalogue's and
 * the book's price now and the new price; each refused, unmatched or unreadable line with its reason.
 */
export function ImportPreview({
  preview,
  saving,
  onSave,
}: {
  preview: ImportAnswer;
  saving: boolean;
  onSave(): void;
}) {
  const { refused } = preview;
  return (
    <div className="space-y-2 text-sm" data-testid="book-import-result">
      <p>
        {texts.importSummary(
          preview.matched.length,
          refused.length,
          preview.unmatched.length,
          preview.errors.length,
        )}
      </p>
      {preview.matched.length > 0 && (
        // On a phone each row is a small card (the five columns would scroll sideways to reach the new price).
        <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Harga yang akan disimpan">
          {preview.matched.map((row) => (
            <li key={row.line} className="py-2" data-testid="book-import-matched-card">
              <div className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 font-medium text-slate-900">{row.name}</p>
                <p className="shrink-0 font-semibold tabular-nums">
                  {formatRupiah(row.price)}/{row.unit}
                </p>
              </div>
              <p className="text-xs text-slate-500">
                {row.code} · {PRICE_KIND_LABELS[row.kind]} · baris {row.line} · katalog{' '}
                {formatRupiah(row.catalogue_price)}
                {row.book_price === null ? '' : ` · buku sekarang ${formatRupiah(row.book_price)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {preview.matched.length > 0 && (
        <div
          className="hidden overflow-x-auto sm:block"
          tabIndex={0}
          role="region"
          aria-label="Harga yang akan disimpan"
        >
          <table className="w-full text-sm" data-testid="book-import-matched">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-1.5 pr-2">
                  Item
                </th>
                <th scope="col" className="py-1.5 pr-2">
                  Satuan
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Harga katalog
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Harga buku sekarang
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Harga baru
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.matched.map((row) => (
                <tr key={row.line} data-testid="book-import-matched-row">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {row.name}{' '}
                    <span className="text-xs font-normal text-slate-500">
                      {row.code} · {PRICE_KIND_LABELS[row.kind]} · baris {row.line}
                    </span>
                  </th>
                  <td className="py-1.5 pr-2">{row.unit}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupiah(row.catalogue_price)}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {row.book_price === null ? '–' : formatRupiah(row.book_price)}
                  </td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">{formatRupiah(row.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refused.length > 0 && (
        <ul className="list-disc pl-5 text-red-700" data-testid="book-import-refused">
          {refused.map((row) => (
            <li key={row.line}>
              Baris {row.line}: {row.code ? `${row.code} ` : ''}
              {row.name} ditolak: {row.msg}
            </li>
          ))}
        </ul>
      )}
      {preview.unmatched.length > 0 && (
        <ul className="list-disc pl-5 text-amber-900" data-testid="book-import-unmatched">
          {preview.unmatched.map((row) => (
            <li key={row.line}>
              Baris {row.line}: {texts.importUnmatched(`${row.code ? `${row.code} ` : ''}${row.name}`)}
            </li>
          ))}
        </ul>
      )}
      {preview.errors.map((error) => (
        <p key={error.line} className="text-red-700">
          Baris {error.line}: {error.msg}
        </p>
      ))}
      <Button
        onClick={onSave}
        disabled={preview.matched.length === 0 || saving}
        data-testid="book-import-confirm"
      >
        {texts.importSave(preview.matched.length)}
      </Button>
    </div>
  );
}
