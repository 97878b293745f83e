import { formatNumber, formatRupiah } from '@kalkulator/core';
import type { HistoryStats as Stats } from '../api/queries';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** RAB per category as horizontal bars: the biggest category fills the width. */
function CategoryChart({ rows }: { rows: Stats['by_category'] }) {
  const biggest = Math.max(1, ...rows.map((row) => row.total_rab));
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="stats-chart">
      <figcaption className="text-xs font-medium text-slate-500">RAB per kategori</figcaption>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.category_name} data-testid="stats-chart-row">
            <div className="flex justify-between gap-3 text-sm">
              {/* Long category names wrap: cut off, "Pekerjaan Lantai & Keramik" lost its count too. */}
              <span className="min-w-0 break-words text-slate-700" data-testid="stats-chart-name">
                {row.category_name || 'Tanpa kategori'}{' '}
                {/* slate-500 on white is 4.8:1 (slate-400 was 2.6:1, too faint to read). */}
                <span className="text-slate-500">({formatNumber(row.count)})</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                {formatRupiah(row.total_rab)}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-brand-500"
                style={{ width: `${Math.max(2, (row.total_rab / biggest) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function HistoryStats({ stats }: { stats: Stats }) {
  return (
    <section className="space-y-3" aria-label="Ringkasan akun" data-testid="history-stats">
      <div className="grid gap-3 sm:grid-cols-3">
        <Stat label="Kalkulasi di akun" value={formatNumber(stats.count)} testId="stats-count" />
        <Stat label="Total RAB" value={formatRupiah(stats.total_rab)} testId="stats-total-rab" />
        <Stat label="Total HPP" value={formatRupiah(stats.total_cost)} testId="stats-total-hpp" />
      </div>
      {stats.by_category.length > 0 && <CategoryChart rows={stats.by_category} />}
    </section>
  );
}
