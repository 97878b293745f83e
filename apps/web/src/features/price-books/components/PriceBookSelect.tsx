import { useEffect, useId } from 'react';
import { usePriceBooks, type PriceBook } from '../api';
import { priceBookTexts as texts } from '../texts';

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

export const bookLabel = (book: PriceBook) =>
  `${book.name} (${book.region}, ${book.year})${book.private ? ` · ${texts.private}` : ''}`;

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
  /** A value that is not among the books the user may use; by default the choice falls back to the catalogue. */
  onUnavailable?: () => void;
  label?: string;
  noneLabel?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const books = usePriceBooks();
  const known = books.data?.some((book) => book.id === value) ?? true;
  // A remembered book that is gone (deleted, or a private one after logout) falls back to the catalogue's prices.
  useEffect(() => {
    if (value === null || !books.isSuccess || known) return;
    if (onUnavailable) onUnavailable();
    else onChange(null);
  }, [value, books.isSuccess, known, onChange, onUnavailable]);
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
        {(books.data ?? []).map((book) => (
          <option key={book.id} value={book.id}>
            {bookLabel(book)}
          </option>
        ))}
      </select>
    </label>
  );
}
