import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError } from '../../../lib/api-client';
import { useCategories } from '../api/queries';
import { CategoryIcon } from '../components/CategoryIcon';
import { useDocumentTitle } from '../../../lib/document-title';

// Only a search lists job types here: the list is left out of the home screen's first load.
const JobTypeList = lazy(() =>
  import('../components/JobTypeList').then((module) => ({ default: module.JobTypeList })),
);
// Below the categories, out of the first screen: loaded when it is scrolled to.
const OfflineCatalogue = lazy(() =>
  import('../components/OfflineCatalogue').then((module) => ({ default: module.OfflineCatalogue })),
);

/** The offer to keep the catalogue for offline use, loaded once its place comes into view (space kept meanwhile). */
function OfflineCatalogueSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={slot} className="min-h-28" data-testid="offline-catalogue-slot">
      {seen && (
        <Suspense fallback={null}>
          <OfflineCatalogue />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The page of / arrives with the search box drawn by the server (apps/api/src/plugins/first-screens.ts), usable
 * before the app has loaded; the app's box replaces it. What was typed into it, and the focus, carry over, so a
 * quick user loses nothing. The server's box is found while it is still on the page (first render) and read
 * once it has been replaced (keys pressed meanwhile went into it).
 */
function useTakeOverServerSearchBox(
  input: RefObject<HTMLInputElement | null>,
  setText: (text: string) => void,
) {
  const [server] = useState(() => {
    const box = document.querySelector<HTMLInputElement>('main[data-first-screen] input[name="search"]');
    return box && { box, focused: document.activeElement === box };
  });
  useLayoutEffect(() => {
    const own = input.current;
    if (!server || !own) return;
    const typed = server.box.value;
    if (typed) {
      own.value = typed;
      setText(typed);
    }
    if (server.focused || document.activeElement === server.box) {
      own.focus();
      own.setSelectionRange(typed.length, typed.length);
    }
  }, [server, input, setText]);
}

export default function HomePage() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const [text, setText] = useState(search);
  // The box follows the address when it changes (back, forward, the menu's search).
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setText(search);
  }
  const input = useRef<HTMLInputElement>(null);
  useTakeOverServerSearchBox(input, setText);
  const { data, isPending, isError, error, refetch } = useCategories(search);
  useDocumentTitle();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { search: value } : {});
  }

  return (
    <div className="space-y-8">
      <section className="rounded-3xl bg-gradient-to-br from-slate-900 to-slate-800 px-5 py-8 text-white sm:px-10 sm:py-12">
        <h1 className="text-2xl font-bold sm:text-4xl">Hitung biaya pekerjaan konstruksi</h1>
        <p className="mt-3 max-w-2xl text-slate-300">
          Upah tukang dan pekerja, kebutuhan material, HPP dan RAB dari koefisien SNI/AHSP. Pilih kategori,
          lalu jenis pekerjaan.
        </p>
        <form onSubmit={submit} role="search" className="mt-6 flex max-w-xl gap-2">
          <input
            ref={input}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Cari kategori atau pekerjaan..."
            aria-label="Cari kategori atau pekerjaan"
            className="min-h-12 min-w-0 flex-1 rounded-xl border-0 bg-white px-4 text-base text-slate-900 outline-none ring-2 ring-transparent placeholder:text-slate-400 focus:ring-brand-400"
          />
          <button
            type="submit"
            className="min-h-12 rounded-xl bg-brand-500 px-5 font-semibold text-slate-900 hover:bg-brand-400"
          >
            Cari
          </button>
        </form>
        <p className="mt-5 text-sm text-slate-300">
          Perlu kuantitas dulu?{' '}
          <Link
            to="/calculators"
            data-testid="home-calculators-link"
            className="font-semibold text-brand-400 underline-offset-2 hover:underline"
          >
            Kalkulator panjang, luas, volume, balok, footplate, plester dan bata →
          </Link>
        </p>
      </section>

      {search && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-700">
            Hasil pencarian untuk <strong>“{search}”</strong>
          </p>
          <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
            Hapus pencarian
          </Link>
        </div>
      )}

      {isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
      )}
      {isError && <ErrorState message={describeApiError(error)[0] ?? ''} onRetry={() => refetch()} />}

      {data && search && data.job_types.length > 0 && (
        <section>
          <h2 className="mb-3 text-lg font-bold text-slate-900">Jenis pekerjaan</h2>
          <Suspense fallback={<Skeleton className="h-28" />}>
            <JobTypeList jobTypes={data.job_types} showCategory />
          </Suspense>
        </section>
      )}

      {data && (data.categories.length > 0 || data.job_types.length === 0) && (
        <section>
          <h2 className="mb-3 text-lg font-bold text-slate-900">Kategori pekerjaan</h2>
          {data.categories.length === 0 && data.job_types.length === 0 ? (
            search ? (
              <EmptyState title="Tidak ada kategori atau pekerjaan yang cocok.">
                Coba kata lain, misalnya “beton”, “bata” atau “keramik”.
              </EmptyState>
            ) : (
              <EmptyState title="Katalog pekerjaan masih kosong.">
                Admin dapat menambah kategori, jenis pekerjaan dan harga di Panel administrasi.
              </EmptyState>
            )
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.categories.map((category) => (
                <Link
                  key={category.id}
                  to={`/category/${category.id}`}
                  data-testid="category-card"
                  className="group flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-400"
                >
                  <CategoryIcon code={category.code} />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 group-hover:text-brand-700">{category.name}</p>
                    {category.description && (
                      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{category.description}</p>
                    )}
                    <p className="mt-2 text-xs font-medium text-slate-500">
                      {category.job_type_count ?? 0} jenis pekerjaan
                    </p>
                  </div>
                </Link>
              ))}
            </div>
          )}
        </section>
      )}

      {!search && data && data.categories.length > 0 && <OfflineCatalogueSlot />}
    </div>
  );
}
