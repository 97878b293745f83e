import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import toast from '../../../lib/toast';
import {
  BRICK_TYPES,
  BRICK_TYPE_LABELS,
  computeUnitPrice,
  lineName,
  readPriceText,
  type BrickType,
  type JobType,
  type JobTypeDetails,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import {
  apiClient,
  describeApiError,
  isNoResponse,
  isNotFound,
  toastApiError,
} from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';
import { cachedJobTypes, keptJobTypeDetails } from '../api/cached-job-types';
import { jobTypeRemoved } from '../api/job-type-details';
import { newItemId, type DraftItem } from '../draft';
import { projectTexts } from '../texts';
import { NeedsConnectionBadge, NeedsConnectionNote } from './NeedsConnection';

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/**
 * A catalogue line of a job type's details: A, B, C per unit from its analysis, frozen with the line; a wall (a job
 * type with brick variants) priced with its brick type, which the line keeps and its name says ("— bata ringan").
 */
export function catalogueLine(
  details: JobTypeDetails,
  volumeText = '1',
  brickType: BrickType | null = null,
): DraftItem {
  const brick = details.has_brick_variants ? brickType : null;
  const price = computeUnitPrice(details, { overheadPercentage: 0, ...(brick && { brickType: brick }) });
  return {
    id: newItemId(),
    job_type_id: details.id,
    description: lineName(details.name, brick),
    unit: details.unit,
    volumeText,
    parts: { A: price.A, B: price.B, C: price.C },
    freePrice: null,
    priceSource: 'ahsp',
    ...(brick && { brickType: brick }),
  };
}

/** A free line: its own uraian, satuan and harga satuan, no analysis. */
export function freeLine(
  description: string,
  unit: string,
  price: number | null,
  volumeText = '1',
): DraftItem {
  return {
    id: newItemId(),
    job_type_id: null,
    description,
    unit,
    volumeText,
    parts: null,
    freePrice: price,
    priceSource: 'free',
  };
}

/**
 * The job type's details of today (its analysis, under the project's price book when it has one); without an answer
 * (offline), the copy this page read already, as the search offers it (keptJobTypeDetails).
 */
export async function catalogueDetails(jobTypeId: number, bookId: number | null): Promise<JobTypeDetails> {
  try {
    return (
      await apiClient.get<{ job_type: JobTypeDetails }>(`/job-types/${jobTypeId}/details`, {
        params: bookId ? { price_book_id: bookId } : undefined,
      })
    ).data.job_type;
  } catch (error) {
    const read = isNoResponse(error)
      ? queryClient.getQueryData<JobTypeDetails>(jobTypeDetailsQuery(jobTypeId, bookId).queryKey)
      : undefined;
    if (read) return read;
    throw error;
  }
}

/** A catalogue line priced now, with the job type's details of today (under the project's price book). */
export async function catalogueItem(
  jobTypeId: number,
  volumeText = '1',
  bookId: number | null = null,
  brickType: BrickType | null = null,
): Promise<DraftItem> {
  return catalogueLine(await catalogueDetails(jobTypeId, bookId), volumeText, brickType);
}

/**
 * Whether a job type's details were refused because the project's price book is gone (deleted since it was chosen):
 * the same route answers 404 for a job type deleted from the catalogue, which is not the book's.
 */
export function projectBookGone(error: unknown, bookId: number | null): boolean {
  return bookId !== null && isNotFound(error) && !jobTypeRemoved(error);
}

/**
 * Adds a line to a division: a job type found by name or AHSP code, or a free line with a typed price. How many job
 * types were found and which line was added are said in a polite live region; after an addition the focus is back in
 * the emptied search field, ready for the next line. A form opened (the free line, a wall's brick) takes the focus or
 * keeps it, and gives it back to what opened it on "Batal": the focus never drops to the page.
 */
export function AddItem({
  searchId,
  divisionCode,
  bookId = null,
  onAdd,
}: {
  /** The search field's id: the division puts the focus there when its last line is removed. */
  searchId?: string;
  divisionCode: string;
  /** The project's price book: a new line is priced with it. */
  bookId?: number | null;
  onAdd(item: DraftItem): void;
}) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<JobType[]>([]);
  // Offline, the job types of `found` whose analysis this device keeps (the others need a connection); null online.
  const [kept, setKept] = useState<ReadonlySet<number> | null>(null);
  // Whether `found` answers the search typed (not a search still waiting or too short to send).
  const [searched, setSearched] = useState(false);
  // The line just added, said until the next search is typed.
  const [added, setAdded] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  // A search without an answer (offline, or the server failed) says so, with the job types kept on this device.
  const [failure, setFailure] = useState<{ message: string; kept: boolean } | null>(null);
  const [free, setFree] = useState({ description: '', unit: 'ls', price: '' });
  const [showFree, setShowFree] = useState(false);
  const freeDescription = useRef<HTMLInputElement>(null);
  const freeOpener = useRef<HTMLButtonElement>(null);
  // The free line's price is read as every typed price is ("65,000" is refused, never Rp 65); what is wrong with
  // it shows under the field once the field is left or the line is added, not at every key ("2.5" on the way to
  // "2.500.000").
  const [priceLeft, setPriceLeft] = useState(false);
  const freePrice = useRef<HTMLInputElement>(null);
  const priceErrorId = useId();
  const priceReading = free.price.trim() ? readPriceText(free.price, 'Harga satuan') : null;
  const priceError = priceLeft && priceReading && !priceReading.ok ? priceReading.msg : null;
  // A wall found: its brick type is chosen before the line is added, as the calculator's "Jenis bata".
  const [walling, setWalling] = useState<{ jobType: JobType; brick: BrickType } | null>(null);
  // The result that asked for the brick: "Batal" gives the focus back to it (to the search when it is gone).
  const wallingOpener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const text = term.trim();
    setFailure(null);
    setSearched(false);
    setKept(null);
    if (text.length < 2) return void setFound([]);
    let current = true;
    /** Offline, which of `jobTypes` can be priced here; null when the network answers. */
    const keptOf = (jobTypes: JobType[], unreachable: boolean) =>
      unreachable || navigator.onLine === false
        ? keptJobTypeDetails(
            jobTypes.map((jobType) => jobType.id),
            bookId,
          )
        : Promise.resolve(null);
    const timer = setTimeout(() => {
      apiClient
        .get<{ job_types: JobType[] }>('/jobs/categories', { params: { search: text } })
        .then(async ({ data }) => {
          // Offline, the service worker answers a search made before: its results are checked as the kept ones.
          const results = data.job_types.slice(0, 8);
          const priced = await keptOf(results, false);
          if (!current) return;
          setFound(results);
          setKept(priced);
          setSearched(true);
        })
        .catch(async (error: unknown) => {
          const results = await cachedJobTypes(text);
          const priced = await keptOf(results, isNoResponse(error));
          if (!current) return;
          setFound(results);
          setKept(priced);
          setSearched(true);
          setFailure({
            message: describeApiError(error)[0] ?? projectTexts.searchFailed,
            kept: results.length > 0,
          });
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, bookId]);
  const needConnection = kept ? found.filter((jobType) => !kept.has(jobType.id)).length : 0;

  /** `item` joins the division; the result or button pressed goes with the list, so the focus returns to search. */
  function addLine(item: DraftItem) {
    onAdd(item);
    setAdded(projectTexts.itemAdded(item.description, divisionCode));
    search.current?.focus();
  }

  async function pick(
    jobType: JobType,
    brick: BrickType | null = null,
    opener: HTMLButtonElement | null = null,
  ) {
    if (jobType.has_brick_variants && !brick) {
      wallingOpener.current = opener;
      return setWalling({ jobType, brick: 'bata_merah' });
    }
    try {
      addLine(await catalogueItem(jobType.id, '1', bookId, brick));
      setTerm('');
      setFound([]);
      setWalling(null);
    } catch (error) {
      // The project's book deleted since it was chosen: say where to pick another, not only "tidak ditemukan".
      if (projectBookGone(error, bookId)) return void toast.error(projectTexts.bookGoneAdd);
      toastApiError(error);
    }
  }

  /** The brick's question closed unanswered: the focus back on the result that asked it, else the search field. */
  function cancelWalling() {
    const opener = wallingOpener.current;
    flushSync(() => setWalling(null));
    (opener?.isConnected ? opener : search.current)?.focus();
  }

  /** The free line's form opened from its button, which it replaces: the focus goes to its first field. */
  function openFree() {
    flushSync(() => setShowFree(true));
    freeDescription.current?.focus();
  }

  /** The free line's form closed without adding, what was typed dropped: the focus back on "+ Item bebas". */
  function cancelFree() {
    flushSync(() => {
      setFree({ description: '', unit: 'ls', price: '' });
      setPriceLeft(false);
      setShowFree(false);
    });
    freeOpener.current?.focus();
  }

  function addFree() {
    if (!free.description.trim() || !free.unit.trim() || !priceReading)
      return void toast.error('Isi uraian, satuan dan harga satuan (angka tidak negatif) item bebas');
    if (!priceReading.ok) {
      setPriceLeft(true);
      freePrice.current?.focus();
      return void toast.error(priceReading.msg);
    }
    addLine(freeLine(free.description.trim(), free.unit.trim(), priceReading.price));
    setFree({ description: '', unit: 'ls', price: '' });
    setPriceLeft(false);
    setShowFree(false);
  }

  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <label className="block text-xs font-medium text-slate-600">
        {projectTexts.addSearch}
        <input
          ref={search}
          id={searchId}
          className={control}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setAdded(null);
          }}
          placeholder="Misal: galian, A.4.1.1.7"
          data-testid={`add-item-search-${divisionCode}`}
        />
      </label>
      <SearchNews
        added={added}
        count={searched && !(failure && !failure.kept) ? found.length : null}
        needConnection={needConnection}
        testId={`add-item-news-${divisionCode}`}
      />
      {failure && (
        <p
          role="status"
          className="text-xs text-amber-800"
          data-testid={`add-item-search-failed-${divisionCode}`}
        >
          {failure.message} {failure.kept ? projectTexts.searchKept : projectTexts.searchNoneKept}
        </p>
      )}
      {needConnection > 0 && <NeedsConnectionNote testId={`add-item-need-connection-${divisionCode}`} />}
      {found.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
          aria-label="Hasil pencarian"
        >
          {found.map((jobType) => {
            // Offline without its analysis on this device: said before the tap, not as a failure after it.
            const unavailable = kept !== null && !kept.has(jobType.id);
            return (
              <li key={jobType.id}>
                <button
                  type="button"
                  className="flex w-full min-h-11 items-center justify-between gap-2 px-3 py-2 text-left text-sm enabled:hover:bg-slate-50 disabled:bg-slate-50"
                  disabled={unavailable}
                  onClick={(event) => void pick(jobType, null, event.currentTarget)}
                  data-testid="add-item-result"
                >
                  <span>
                    <span className={`font-medium ${unavailable ? 'text-slate-500' : 'text-slate-900'}`}>
                      {jobType.name}
                    </span>{' '}
                    <span className="text-xs text-slate-500">
                      {jobType.code} · {jobType.unit}
                    </span>
                  </span>
                  {unavailable ? (
                    <NeedsConnectionBadge testId="add-item-result-offline" />
                  ) : (
                    <span aria-hidden="true">+</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {walling && (
        <div
          className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
          data-testid={`add-item-brick-${divisionCode}`}
        >
          <label className="block text-xs font-medium text-slate-600">
            Jenis bata untuk {walling.jobType.name}
            <select
              className={control}
              value={walling.brick}
              onChange={(event) => setWalling({ ...walling, brick: event.target.value as BrickType })}
              data-testid="add-item-brick-type"
            >
              {BRICK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BRICK_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-2">
            <Button
              onClick={() => void pick(walling.jobType, walling.brick)}
              data-testid="add-item-brick-confirm"
            >
              + Tambahkan
            </Button>
            <Button variant="ghost" onClick={cancelWalling} data-testid="add-item-brick-cancel">
              Batal
            </Button>
          </div>
        </div>
      )}
      {showFree ? (
        <div
          className="grid gap-2 sm:grid-cols-4"
          onKeyDown={(event) => {
            // Enter in any of its fields adds the line, as the button does.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              addFree();
            }
          }}
        >
          <input
            ref={freeDescription}
            className={`${control} sm:col-span-2`}
            aria-label="Uraian item bebas"
            placeholder="Mobilisasi dan demobilisasi"
            value={free.description}
            onChange={(event) => setFree({ ...free, description: event.target.value })}
          />
          <input
            className={control}
            aria-label="Satuan item bebas"
            value={free.unit}
            onChange={(event) => setFree({ ...free, unit: event.target.value })}
          />
          <input
            ref={freePrice}
            className={`${control} aria-invalid:border-red-500 aria-invalid:bg-red-50`}
            aria-label="Harga satuan item bebas"
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? priceErrorId : undefined}
            inputMode="numeric"
            placeholder="2.500.000"
            value={free.price}
            onChange={(event) => {
              setFree({ ...free, price: event.target.value });
              setPriceLeft(false);
            }}
            onBlur={() => setPriceLeft(true)}
          />
          {priceError && (
            <p
              id={priceErrorId}
              className="text-xs font-medium text-red-700 sm:col-span-4"
              data-testid="free-item-price-error"
            >
              {priceError}
            </p>
          )}
          {(free.description.trim() || free.price.trim()) && (
            // Typed but not added: Simpan saves the project without it, so say so where the typing is.
            <p
              className="text-xs font-medium text-amber-700 sm:col-span-4"
              role="status"
              data-testid="free-item-pending"
            >
              Item ini belum masuk RAB: tekan “+ Tambahkan item bebas” (atau Enter) sebelum Simpan.
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-4">
            <Button variant="secondary" className="flex-1" onClick={addFree}>
              + Tambahkan item bebas
            </Button>
            <Button variant="ghost" onClick={cancelFree} data-testid="free-item-cancel">
              Batal
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={freeOpener} variant="ghost" onClick={openFree} data-testid="free-item-open">
          + {projectTexts.freeItem}
        </Button>
      )}
    </div>
  );
}

/**
 * What the search field's user is told as it happens (a polite live region, on the page from the start so screen
 * readers follow it): the line just added, else how many job types the search found. The count is for screen
 * readers, the list shows it; "Tidak ada hasil" and the line added are shown too.
 */
function SearchNews({
  added,
  count,
  needConnection,
  testId,
}: {
  added: string | null;
  count: number | null;
  /** How many of them cannot be added offline. */
  needConnection: number;
  testId: string;
}) {
  const counted =
    count === null
      ? ''
      : count === 0
        ? projectTexts.searchNone
        : needConnection > 0
          ? projectTexts.searchCountNeedConnection(count, needConnection)
          : projectTexts.searchCount(count);
  const text = added ?? counted;
  const look = added ? 'text-xs text-emerald-800' : count === 0 ? 'text-xs text-slate-600' : 'sr-only';
  return (
    <p role="status" aria-live="polite" className={look} data-testid={testId}>
      {text}
    </p>
  );
}
