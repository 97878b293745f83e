import { usePriceBooks } from '../api';
import { priceBookTexts as texts } from '../texts';
import { bookValidity, expiredNote } from '../validity';

/** " · berlaku s.d. 30 Juni 2026", with a "Kedaluwarsa" badge once the day has passed; nothing without a day. */
export function BookValidityText({ validUntil }: { validUntil: string | null }) {
  const validity = bookValidity(validUntil);
  if (!validity) return null;
  return (
    <>
      {` · ${texts.validUntil(validity.until)}`}
      {validity.expired && (
        <>
          {' '}
          <span
            className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="price-book-expired"
          >
            {texts.expired}
          </span>
        </>
      )}
    </>
  );
}

/**
 * The warning under "Harga dari daftar harga …" when that book has expired. The priced result carries only the
 * book's id and name: its last day is the one in the list of books the user may use (nothing for a book not there).
 */
export function ExpiredBookNote({
  bookId,
  className,
  testId,
}: {
  bookId: number;
  className: string;
  testId: string;
}) {
  const books = usePriceBooks();
  const note = expiredNote(books.data?.find((book) => book.id === bookId)?.valid_until);
  if (!note) return null;
  return (
    <p className={className} data-testid={testId}>
      {note}
    </p>
  );
}
