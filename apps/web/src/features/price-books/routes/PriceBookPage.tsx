import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from '../../../lib/toast';
import {
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  formatNumber,
  formatRupiah,
  readPriceText,
  type PriceKind,
  type PriceReading,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { tabsOf } from '../../../components/ui/tabs';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError, isNotFound, toastApiError, validationDetails } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../auth';
import { useBookPrices, useBookWrites, usePriceBook, type BookFields, type PriceBook } from '../api';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { AdjustPrices } from '../components/AdjustPrices';
import { BookValidityText } from '../components/BookValidity';
import { ImportPanel } from '../components/ImportPanel';
import { priceBookTexts as texts } from '../texts';
import { BookForm } from './PriceBooksPage';

const input =
  'block w-full min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-500 aria-invalid:bg-red-50';

/**
 * Said before deleting a book projects use: the delete unsets their book (the database's ON DELETE SET NULL), so
 * their lines keep the prices they have and new ones come from the catalogue.
 */
const usedByProjects = (count: number) =>
  `Dipakai oleh ${count} proyek. Proyek itu tetap memakai harga yang sudah ada, tetapi daftar harganya menjadi Katalog nasional.`;

/** The delete's confirm: the book and its prices go, and (when the server counted them) the projects it leaves. */
const deleteConfirmText = (book: PriceBook) =>
  book.project_count
    ? `${texts.deleteConfirm(book.name)} ${usedByProjects(book.project_count)}`
    : texts.deleteConfirm(book.name);

const fieldsOf = (book: PriceBook): BookFields => ({
  name: book.name,
  region: book.region,
  year: String(book.year),
  source: book.source ?? '',
  valid_until: book.valid_until ?? '',
});

function Settings({ book }: { book: PriceBook }) {
  const writes = useBookWrites();
  const navigate = useNavigate();
  const [fields, setFields] = useState(() => fieldsOf(book));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [askingDelete, setAskingDelete] = useState(false);
  // While the book is being deleted nothing else is sent for it, and the button says what is happening.
  const deleting = writes.remove.isPending;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <BookForm fields={fields} errors={errors} onChange={setFields} />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={deleting || writes.update.isPending}
          onClick={() =>
            writes.update.mutate(
              { id: book.id, fields },
              {
                onSuccess: () => {
                  setErrors({});
                  toast.success(texts.saved);
                },
                onError: (error) => {
                  setErrors(validationDetails(error));
                  toastApiError(error);
                },
              },
            )
          }
          data-testid="book-save"
        >
          Simpan
        </Button>
        <Button
          variant="secondary"
          disabled={deleting}
          aria-busy={deleting || undefined}
          onClick={() => setAskingDelete(true)}
          data-testid="book-delete"
        >
          {deleting ? 'Menghapus…' : 'Hapus'}
        </Button>
      </div>
      <AdjustPrices book={book} disabled={deleting} />
      {askingDelete && (
        <ConfirmDialog
          title={`Hapus daftar harga "${book.name}"?`}
          confirmLabel="Hapus daftar harga"
          onClose={() => setAskingDelete(false)}
          onConfirm={() => {
            // The dialog goes at once; the page's "Hapus" says "Menghapus…" until the editor leaves.
            setAskingDelete(false);
            writes.remove.mutate(book.id, {
              onSuccess: () => {
                toast.success(texts.deleted);
                void navigate('/price-books');
              },
              onError: (error) => toastApiError(error),
            });
          }}
        >
          <p>{deleteConfirmText(book)}</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

/** Which price the book's calculations use for a line: the book's own, or the catalogue's. */
function PriceSource({ line, className = '' }: { line: { price_source: string }; className?: string }) {
  return line.price_source === 'book' ? (
    <span className={`text-xs font-semibold text-emerald-700 ${className}`}>{texts.fromBook}</span>
  ) : (
    <span className={`text-xs text-slate-500 ${className}`}>{texts.fromCatalogue}</span>
  );
}

function PriceTable({ book, writable }: { book: PriceBook; writable: boolean }) {
  const prices = useBookPrices(book.id);
  const writes = useBookWrites();
  const [kind, setKind] = useState<PriceKind>('labor');
  const [search, setSearch] = useState('');
  const [edits, setEdits] = useState<Record<string, string>>({});
  // The fields left (or saved) since their last change: only theirs say what is wrong, not every key typed.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const key = (line: { kind: PriceKind; item_id: number }) => `${line.kind}:${line.item_id}`;
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (prices.data ?? []).filter(
      (line) =>
        line.kind === kind &&
        (!term || line.name.toLowerCase().includes(term) || line.code.toLowerCase().includes(term)),
    );
  }, [prices.data, kind, search]);
  const changed = Object.entries(edits);
  /** Nothing typed to save, or the save under way. */
  const idle = changed.length === 0 || writes.prices.isPending;
  const nameOf = (id: string) => prices.data?.find((line) => key(line) === id)?.name ?? 'Harga';
  // Each typed price read as the import reads one: "65,000" (thousands or decimals?), text that is no number, a
  // negative price and sen are refused, never saved as another amount. Empty: back to the catalogue's price.
  const readings = changed.map(([id, text]): [string, PriceReading | null] => [
    id,
    text.trim() === '' ? null : readPriceText(text, `Harga ${nameOf(id)}`),
  ]);
  const refused = new Map(
    readings.flatMap(([id, reading]) => (reading && !reading.ok ? [[id, reading.msg] as const] : [])),
  );
  // Shown under its field once left: a refused price is found at its row, not only in a toast over the list.
  const errorOf = (id: string) => (left.has(id) ? refused.get(id) : undefined);
  const tabs = tabsOf('book-kind', PRICE_KINDS, kind, setKind);

  function save() {
    const [first] = refused.values();
    if (first !== undefined) {
      setLeft((fields) => new Set([...fields, ...refused.keys()]));
      return void toast.error(first);
    }
    writes.prices.mutate(
      {
        id: book.id,
        prices: readings.map(([id, reading]) => {
          const [itemKind, itemId] = id.split(':');
          return {
            kind: itemKind as PriceKind,
            item_id: Number(itemId),
            price: reading?.ok ? reading.price : null,
          };
        }),
      },
      {
        onSuccess: (answer) => {
          setEdits({});
          setLeft(new Set());
          toast.success(answer.message);
        },
        onError: (error) => toastApiError(error),
      },
    );
  }

  if (prices.isError)
    return <ErrorState message={describeApiError(prices.error)[0] ?? ''} onRetry={() => prices.refetch()} />;
  if (!prices.data) return <Skeleton className="h-60" />;
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <div className="flex flex-wrap items-end gap-2">
        <div role="tablist" aria-label="Jenis harga" className="flex gap-1">
          {PRICE_KINDS.map((value) => (
            <button
              key={value}
              type="button"
              {...tabs.tab(value)}
              className={`min-h-11 rounded-xl px-3 text-sm font-semibold ${kind === value ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700'}`}
              data-testid={`book-kind-${value}`}
            >
              {PRICE_KIND_LABELS[value]}
            </button>
          ))}
        </div>
        <label className="min-w-40 flex-1 text-sm">
          <span className="sr-only">Cari item</span>
          <input
            className={`${input} min-h-11`}
            placeholder="Cari nama atau kode"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="book-search"
          />
        </label>
      </div>
      {/* The chosen kind's prices; the search above filters them. */}
      <div {...tabs.panel} className="overflow-x-auto" tabIndex={0}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5 pr-2">
                Item
              </th>
              <th scope="col" className="hidden py-1.5 pr-2 text-right sm:table-cell">
                Harga katalog
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right">
                Harga buku
              </th>
              <th scope="col" className="hidden py-1.5 sm:table-cell">
                Berlaku
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((line) => (
              <tr key={key(line)} data-testid="book-price-row">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {line.name}{' '}
                  <span className="text-xs font-normal text-slate-500">
                    {line.code} · {line.unit}
                  </span>
                  {/* Phones: the catalogue price under the name, the book's price beside it. */}
                  <span className="block text-xs font-normal text-slate-500 sm:hidden">
                    katalog {formatRupiah(line.catalogue_price)}
                  </span>
                </th>
                <td className="hidden py-1.5 pr-2 text-right tabular-nums sm:table-cell">
                  {formatRupiah(line.catalogue_price)}
                </td>
                <td className="py-1.5 pr-2 text-right">
                  {writable ? (
                    <>
                      <input
                        className={`${input} ml-auto w-32! min-w-32 text-right`}
                        inputMode="numeric"
                        aria-label={`Harga buku ${line.name}`}
                        aria-invalid={errorOf(key(line)) ? true : undefined}
                        aria-describedby={errorOf(key(line)) ? `book-price-error-${key(line)}` : undefined}
                        placeholder="katalog"
                        value={
                          edits[key(line)] ?? (line.book_price === null ? '' : formatNumber(line.book_price))
                        }
                        onChange={(event) => {
                          setEdits({ ...edits, [key(line)]: event.target.value });
                          setLeft((fields) => new Set([...fields].filter((id) => id !== key(line))));
                        }}
                        // A typed price reads as the saved ones do once the field is left: 125000000 → 125.000.000;
                        // a refused one stays as typed, with what is wrong under it.
                        onBlur={() => {
                          const typed = edits[key(line)];
                          if (typed === undefined) return;
                          setLeft((fields) => new Set([...fields, key(line)]));
                          const reading = typed.trim() === '' ? null : readPriceText(typed);
                          if (reading?.ok && Number.isSafeInteger(reading.price))
                            setEdits({ ...edits, [key(line)]: formatNumber(reading.price) });
                        }}
                        data-testid="book-price-input"
                      />
                      {errorOf(key(line)) && (
                        <span
                          id={`book-price-error-${key(line)}`}
                          className="mt-1 ml-auto block w-40 text-right text-xs font-medium text-red-700 sm:w-56"
                          data-testid="book-price-error"
                        >
                          {errorOf(key(line))}
                        </span>
                      )}
                    </>
                  ) : (
                    <span className="tabular-nums">
                      {line.book_price === null ? '–' : formatRupiah(line.book_price)}
                    </span>
                  )}
                  {/* Phones: which price applies, under the book's price. */}
                  <PriceSource line={line} className="mt-0.5 block sm:hidden" />
                </td>
                <td className="hidden py-1.5 sm:table-cell" data-testid="book-price-source">
                  <PriceSource line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {writable && (
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {changed.length > 0
              ? texts.unsaved(changed.length)
              : 'Kosongkan harga buku untuk memakai harga katalog.'}
          </p>
          {/* Nothing to save (or saving): the button does nothing but keeps the focus, which a disabled one let fall
              to the page's body once the prices were saved. */}
          <Button onClick={save} aria-disabled={idle} data-testid="book-prices-save">
            Simpan harga
          </Button>
        </div>
      )}
    </Card>
  );
}

export default function PriceBookPage() {
  const id = Number(useParams().bookId);
  const book = usePriceBook(id);
  const user = useAuth((state) => state.user);
  useDocumentTitle(book.data?.name ?? texts.title);
  if (!Number.isInteger(id) || id <= 0 || (book.isError && isNotFound(book.error)))
    return <EmptyState title="Daftar harga tidak ditemukan." />;
  if (book.isError)
    return <ErrorState message={describeApiError(book.error)[0] ?? ''} onRetry={() => book.refetch()} />;
  if (!book.data) return <Skeleton className="h-96" />;
  const writable = book.data.private ? book.data.owner_id === user?.id : user?.role === 'admin';
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <header className="space-y-2">
        <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
          <Link to="/price-books" className="font-medium text-brand-700 hover:underline">
            {texts.title}
          </Link>
        </nav>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="book-title">
          {book.data.name}
        </h1>
        <p className="text-sm text-slate-600" data-testid="book-details">
          {book.data.region} · {book.data.year} · {book.data.private ? texts.private : texts.shared}
          {book.data.source ? ` · Sumber: ${book.data.source}` : ''}
          <BookValidityText validUntil={book.data.valid_until} />
        </p>
        {!writable && <p className="text-sm text-slate-600">{texts.readOnly}</p>}
      </header>
      {writable && <Settings key={book.data.id} book={book.data} />}
      {writable && <ImportPanel book={book.data} />}
      <PriceTable book={book.data} writable={writable} />
    </div>
  );
}
