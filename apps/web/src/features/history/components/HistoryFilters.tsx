export interface HistoryFilterValues {
  category_id: string;
  date_from: string;
  date_to: string;
}

const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** Category and date range of the account's results. */
export function HistoryFilters({
  value,
  categories,
  onChange,
}: {
  value: HistoryFilterValues;
  categories: { id: number; name: string }[];
  onChange(next: HistoryFilterValues): void;
}) {
  const active = Boolean(value.category_id || value.date_from || value.date_to);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" data-testid="history-filters">
      <label className="block text-xs font-medium text-slate-600">
        Kategori
        <select
          data-testid="history-filter-category"
          className={`${fieldClass} mt-1`}
          value={value.category_id}
          onChange={(event) => onChange({ ...value, category_id: event.target.value })}
        >
          <option value="">Semua kategori</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-xs font-medium text-slate-600">
        Dari tanggal
        <input
          type="date"
          data-testid="history-filter-from"
          className={`${fieldClass} mt-1`}
          value={value.date_from}
          max={value.date_to || undefined}
          onChange={(event) => onChange({ ...value, date_from: event.target.value })}
        />
      </label>
      <label className="block text-xs font-medium text-slate-600">
        Sampai tanggal
        <input
          type="date"
          data-testid="history-filter-to"
          className={`${fieldClass} mt-1`}
          value={value.date_to}
          min={value.date_from || undefined}
          onChange={(event) => onChange({ ...value, date_to: event.target.value })}
        />
      </label>
      {active && (
        <button
          type="button"
          className="min-h-11 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => onChange({ category_id: '', date_from: '', date_to: '' })}
        >
          Hapus filter
        </button>
      )}
    </div>
  );
}
