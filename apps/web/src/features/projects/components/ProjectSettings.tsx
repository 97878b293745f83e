import { PROJECT_ROUNDINGS } from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';
import { PROJECT_FIELD_LABELS, ROUNDING_LABELS, type ProjectDraft } from '../draft';
import { projectTexts } from '../texts';
import { PriceBookSelect } from '../../price-books/components/PriceBookSelect';

const input =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-500';

type TextField =
  | 'name'
  | 'location'
  | 'owner'
  | 'contractor'
  | 'fiscal_year'
  | 'start_date'
  | 'overhead_percentage'
  | 'ppn_percentage';

const FIELDS: { field: TextField; type?: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'name' },
  { field: 'location' },
  { field: 'owner' },
  { field: 'contractor' },
  { field: 'fiscal_year', inputMode: 'numeric' },
  { field: 'start_date', type: 'date' },
  { field: 'overhead_percentage', inputMode: 'decimal' },
  { field: 'ppn_percentage', inputMode: 'decimal' },
];

/** The project's header data and its overhead, PPN and rounding. */
export function ProjectSettings({
  draft,
  errors,
  onChange,
  onBookChange,
}: {
  draft: ProjectDraft;
  errors: Record<string, string>;
  onChange(draft: ProjectDraft): void;
  onBookChange(bookId: number | null): void;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, type, inputMode }) => (
          <label key={field} className="block space-y-1 text-sm font-medium text-slate-700">
            <span>{PROJECT_FIELD_LABELS[field]}</span>
            <input
              className={input}
              type={type ?? 'text'}
              inputMode={inputMode}
              value={draft[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={errors[field] ? `project-${field}-error` : undefined}
              onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
              data-testid={`project-${field}`}
            />
            {errors[field] && (
              <span id={`project-${field}-error`} role="alert" className="block text-sm text-red-700">
                {errors[field]}
              </span>
            )}
          </label>
        ))}
        <label className="block space-y-1 text-sm font-medium text-slate-700">
          <span>Pembulatan total (Dibulatkan)</span>
          <select
            className={input}
            value={draft.rounding}
            onChange={(event) =>
              onChange({ ...draft, rounding: event.target.value as ProjectDraft['rounding'] })
            }
            data-testid="project-rounding"
          >
            {PROJECT_ROUNDINGS.map((rounding) => (
              <option key={rounding} value={rounding}>
                {ROUNDING_LABELS[rounding]}
              </option>
            ))}
          </select>
        </label>
        <div>
          <PriceBookSelect
            value={draft.price_book_id ?? null}
            onChange={(bookId) => {
              if (bookId !== (draft.price_book_id ?? null)) onBookChange(bookId);
            }}
            label="Daftar harga proyek"
            testId="project-price-book"
          />
          <p className="mt-1 text-xs text-slate-500">
            Item baru dan &quot;Perbarui harga&quot; memakai daftar harga ini; menggantinya menampilkan
            selisih dulu.
          </p>
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-500">{projectTexts.overheadNote}</p>
    </Card>
  );
}
