import { useEffect, useState } from 'react';
import toast from '../../../lib/toast';
import {
  computeUnitPrice,
  hasSen,
  parseIdNumber,
  senMessage,
  type JobType,
  type JobTypeDetails,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { apiClient, toastApiError } from '../../../lib/api-client';
import { newItemId, type DraftItem } from '../draft';
import { projectTexts } from '../texts';

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A catalogue line priced now: A, B, C per unit from the job type's analysis, frozen with the line. */
export async function catalogueItem(
  jobTypeId: number,
  volumeText = '1',
  bookId: number | null = null,
): Promise<DraftItem> {
  const { job_type: details } = (
    await apiClient.get<{ job_type: JobTypeDetails }>(`/job-types/${jobTypeId}/details`, {
      params: bookId ? { price_book_id: bookId } : undefined,
    })
  ).data;
  const price = computeUnitPrice(details, { overheadPercentage: 0 });
  return {
    id: newItemId(),
    job_type_id: details.id,
    description: details.name,
    unit: details.unit,
    volumeText,
    parts: { A: price.A, B: price.B, C: price.C },
    freePrice: null,
    priceSource: 'ahsp',
  };
}

/** Adds a line to a division: a job type found by name or AHSP code, or a free line with a typed price. */
export function AddItem({
  divisionCode,
  bookId = null,
  onAdd,
}: {
  divisionCode: string;
  /** The project's price book: a new line is priced with it. */
  bookId?: number | null;
  onAdd(item: DraftItem): void;
}) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<JobType[]>([]);
  const [free, setFree] = useState({ description: '', unit: 'ls', price: '' });
  const [showFree, setShowFree] = useState(false);

  useEffect(() => {
    const text = term.trim();
    if (text.length < 2) return void setFound([]);
    const timer = setTimeout(() => {
      apiClient
        .get<{ job_types: JobType[] }>('/jobs/categories', { params: { search: text } })
        .then(({ data }) => setFound(data.job_types.slice(0, 8)))
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [term]);

  async function pick(jobType: JobType) {
    try {
      onAdd(await catalogueItem(jobType.id, '1', bookId));
      setTerm('');
      setFound([]);
    } catch (error) {
      toastApiError(error);
    }
  }

  function addFree() {
    const price = parseIdNumber(free.price.trim());
    if (!free.description.trim() || !free.unit.trim() || !Number.isFinite(price) || price < 0)
      return void toast.error('Isi uraian, satuan dan harga satuan (angka tidak negatif) item bebas');
    if (hasSen(price)) return void toast.error(senMessage('Harga satuan'));
    onAdd({
      id: newItemId(),
      job_type_id: null,
      description: free.description.trim(),
      unit: free.unit.trim(),
      volumeText: '1',
      parts: null,
      freePrice: price,
      priceSource: 'free',
    });
    setFree({ description: '', unit: 'ls', price: '' });
    setShowFree(false);
  }

  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <label className="block text-xs font-medium text-slate-600">
        {projectTexts.addSearch}
        <input
          className={control}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Misal: galian, A.4.1.1.7"
          data-testid={`add-item-search-${divisionCode}`}
        />
      </label>
      {found.length > 0 && (
        <ul
          className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200"
          aria-label="Hasil pencarian"
        >
          {found.map((jobType) => (
            <li key={jobType.id}>
              <button
                type="button"
                className="flex w-full min-h-11 items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50"
                onClick={() => void pick(jobType)}
                data-testid="add-item-result"
              >
                <span>
                  <span className="font-medium text-slate-900">{jobType.name}</span>{' '}
                  <span className="text-xs text-slate-500">
                    {jobType.code} · {jobType.unit}
                  </span>
                </span>
                <span aria-hidden="true">+</span>
              </button>
            </li>
          ))}
        </ul>
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
            className={control}
            aria-label="Harga satuan item bebas"
            inputMode="numeric"
            placeholder="2.500.000"
            value={free.price}
            onChange={(event) => setFree({ ...free, price: event.target.value })}
          />
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
          <Button variant="secondary" className="sm:col-span-4" onClick={addFree}>
            + Tambahkan item bebas
          </Button>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setShowFree(true)}>
          + {projectTexts.freeItem}
        </Button>
      )}
    </div>
  );
}
