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

export function HistoryStats({ stats }: { stats: Stats }) {
  return (
    <section className="grid gap-3 sm:grid-cols-3" aria-label="Ringkasan akun" data-testid="history-stats">
      <Stat label="Kalkulasi di akun" value={formatNumber(stats.count)} testId="stats-count" />
      <Stat label="Total RAB" value={formatRupiah(stats.total_rab)} testId="stats-total-rab" />
      <Stat label="Total HPP" value={formatRupiah(stats.total_cost)} testId="stats-total-hpp" />
    </section>
  );
}
