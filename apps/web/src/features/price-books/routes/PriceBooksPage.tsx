import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError, toastApiError, validationDetails } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../auth';
import { useBookWrites, usePriceBooks, type BookFields } from '../api';
import { BookValidityText } from '../components/BookValidity';
import { priceBookTexts as texts } from '../texts';

const input =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

const EMPTY: BookFields = {
  name: '',
  region: '',
  year: String(new Date().getFullYear()),
  source: '',
  valid_until: '',
};

export const BOOK_FIELDS: { field: keyof Omit<BookFields, 'private'>; label: string; type?: string }[] = [
  { field: 'name', label: 'Nama' },
  { field: 'region', label: 'Wilayah' },
  { field: 'year', label: 'Tahun' },
  { field: 'source', label: 'Sumber (misal SSH Kab. Sleman 2026, BPS 2025)' },
  { field: 'valid_until', label: 'Berlaku sampai', type: 'date' },
];

/** Name, region, year, source and validity of a book, with each field's message from the server. */
export function BookForm({
  fields,
  errors,
  onChange,
}: {
  fields: BookFields;
  errors: Record<string, string>;
  onChange(fields: BookFields): void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {BOOK_FIELDS.map(({ field, label, type }) => (
        <label key={field} className="block space-y-1 text-sm font-medium text-slate-700">
          <span>{label}</span>
          <input
            className={input}
            type={type ?? 'text'}
            inputMode={field === 'year' ? 'numeric' : undefined}
            value={fields[field]}
            aria-invalid={Boolean(errors[field])}
            onChange={(event) => onChange({ ...fields, [field]: event.target.value })}
            data-testid={`book-${field}`}
          />
          {errors[field] && (
            <span role="alert" className="block text-sm text-red-700">
              {errors[field]}
            </span>
          )}
        </label>
      ))}
    </div>
  );
}

export default function PriceBooksPage() {
  useDocumentTitle(texts.title);
  const books = usePriceBooks();
  const user = useAuth((state) => state.user);
  const admin = user?.role === 'admin';
  const writes = useBookWrites();
  const navigate = useNavigate();
  const [fields, setFields] = useState<BookFields>(EMPTY);
  const [shared, setShared] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [copying, setCopying] = useState<{ id: number; name: string } | null>(null);

  function create() {
    writes.create.mutate(
      { ...fields, private: admin ? !shared : true },
      {
        onSuccess: (book) => {
          toast.success(texts.created);
          setFields(EMPTY);
          setErrors({});
          void navigate(`/price-books/${book.id}`);
        },
        onError: (error) => {
          setErrors(validationDetails(error));
          toastApiError(error);
        },
      },
    );
  }

  function copy() {
    if (!copying) return;
    writes.copy.mutate(copying, {
      onSuccess: (book) => {
        toast.success(texts.copied);
        setCopying(null);
        void navigate(`/price-books/${book.id}`);
      },
      onError: (error) => toastApiError(error),
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{texts.title}</h1>
        <p className="text-sm text-slate-600">{texts.subtitle}</p>
      </header>
      {books.isError ? (
        <ErrorState message={describeApiError(books.error)[0] ?? ''} onRetry={() => books.refetch()} />
      ) : !books.data ? (
        <Skeleton className="h-40" />
      ) : books.data.length === 0 ? (
        <EmptyState title={texts.noBooks} />
      ) : (
        <ul className="space-y-2" data-testid="price-book-list">
          {books.data.map((book) => (
            <li key={book.id} data-testid="price-book-row">
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link
                    to={`/price-books/${book.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {book.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {book.region} · {book.year} · {book.price_count} harga ·{' '}
                    <span className={book.private ? 'text-violet-700' : 'text-emerald-700'}>
                      {book.private ? texts.private : texts.shared}
                    </span>
                    <BookValidityText validUntil={book.valid_until} />
                  </p>
                  {book.source && <p className="text-xs text-slate-500">Sumber: {book.source}</p>}
                </div>
                {user && (
                  <Button
                    variant="secondary"
                    onClick={() => setCopying({ id: book.id, name: `${book.name} (salinan)` })}
                    data-testid="price-book-copy"
                  >
                    Salin
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {copying && (
        <Card className="space-y-3 p-5" data-testid="price-book-copy-form">
          <label className="block space-y-1 text-sm font-medium text-slate-700">
            <span>Nama salinan</span>
            <input
              className={input}
              value={copying.name}
              onChange={(event) => setCopying({ ...copying, name: event.target.value })}
              data-testid="price-book-copy-name"
            />
          </label>
          <div className="flex gap-2">
            <Button onClick={copy} disabled={writes.copy.isPending} data-testid="price-book-copy-confirm">
              Buat salinan
            </Button>
            <Button variant="secondary" onClick={() => setCopying(null)}>
              Batal
            </Button>
          </div>
        </Card>
      )}
      {user ? (
        <Card className="space-y-4 p-5 sm:p-6">
          <h2 className="text-lg font-bold text-slate-900">Buat daftar harga</h2>
          <BookForm fields={fields} errors={errors} onChange={setFields} />
          {admin ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={shared}
                onChange={(event) => setShared(event.target.checked)}
                data-testid="book-shared"
              />
              Terbitkan untuk semua pengguna (bersama); tidak dicentang: pribadi
            </label>
          ) : (
            <p className="text-sm text-slate-600">
              Daftar harga Anda bersifat pribadi: hanya Anda yang melihatnya.
            </p>
          )}
          {/* While the book is being made the button does nothing, but keeps the focus (a disabled one let it fall
              to the page's body, and stayed there when the server refused the fields). */}
          <Button onClick={create} aria-disabled={writes.create.isPending} data-testid="price-book-create">
            Buat
          </Button>
        </Card>
      ) : (
        <p className="text-sm text-slate-600">{texts.loginForPrivate}</p>
      )}
    </div>
  );
}
