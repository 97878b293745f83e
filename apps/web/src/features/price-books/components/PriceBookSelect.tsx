import { useEffect, useId } from 'react';
import { usePriceBooks, type PriceBook } from '../api';
import { priceBookTexts as texts } from '../texts';
import { expiredSuffix } from '../validity';

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A book as a choice names it: "Kab. Sleman 2026 (DIY, 2026) · Pribadi · kedaluwarsa, berlaku s.d. 30 Juni 2026". */
export const bookLabel = (book: PriceBook) =>
  `${book.name} (${book.region}, ${book.year})${book.private ? ` · ${texts.private}` : ''}${expiredSuffix(book.valid_until)}`;

/** A choice of price book: the catalogue's national prices or one of the books the user may use. */
export function PriceBookSelect({
  value,
  onChange,
  label = texts.select,
  noneLabel = texts.national,
  testId = 'price-book-select',
  disabled,
  onUnavailable,
}: {
  value: number | null;
  /** The chosen id, with the book itself (absent for the catalogue's prices). */
  onChange(bookId: number | null, book?: PriceBook): void;
  /**
   * A value that is not among the books the user may use (deleted, or a private one after logout): the caller drops
   * it. Without it the value stays, shown as a book that is gone: a project keeps its lines at that book's prices,
   * and calling it the catalogue's would say otherwise.
   */
  onUnavailable?: () => void;
  label?: string;
  noneLabel?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const books = usePriceBooks();
  const gone = value !== null && books.isSuccess && !books.data.some((book) => book.id === value);
  useEffect(() => {
    if (gone && onUnavailable) onUnavailable();
  }, [gone, onUnavailable]);
  return (
    <label htmlFor={id} className="block space-y-1 text-sm font-medium text-slate-700">
      <span>{label}</span>
      <select
        id={id}
        className={control}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const id = event.target.value ? Number(event.target.value) : null;
          onChange(
            id,
            books.data?.find((book) => book.id === id),
          );
        }}
        data-testid={testId}
      >
        <option value="">{noneLabel}</option>
        {gone && <option value={value}>{texts.gone}</option>}
        {(books.data ?? []).map((book) => (
          <option key={book.id} value={book.id}>
            {bookLabel(book)}
          </option>
        ))}
      </select>
    </label>
  );
}
