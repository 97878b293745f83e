import type { ReactNode } from 'react';
import { formatNumber, formatQuantity, formatRupiah, type CalculationResult } from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';

const ROLE_LABELS: Record<string, string> = {
  tukang: 'Tukang',
  pekerja: 'Pekerja',
  kepala_tukang: 'Kepala tukang',
  mandor: 'Mandor',
};

function Figure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        data-testid={testId}
        className={`text-right tabular-nums ${strong ? 'text-base font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** Every figure of a result, in rupiah (id-ID, no decimals). */
export function ResultView({ result, actions }: { result: CalculationResult; actions: ReactNode }) {
  const { summary, labor, materials, input, job_type: jobType } = result;
  return (
    <div data-testid="calculation-result" className="space-y-5">
      <Card className="overflow-hidden">
        <div className="bg-slate-900 px-5 py-6 text-white sm:px-6">
          <p className="text-sm text-slate-300">{input.project_name || 'Tanpa nama proyek'}</p>
          <h2 className="mt-1 text-lg font-semibold">{jobType.name}</h2>
          <p className="mt-4 text-sm text-brand-400">
            RAB (harga jual dengan margin keuntungan {formatNumber(summary.profit_percentage, 2)}%)
          </p>
          <p data-testid="result-rab-total" className="mt-1 text-3xl font-bold tabular-nums sm:text-4xl">
            {formatRupiah(summary.rab_total)}
          </p>
          <p className="mt-1 text-sm text-slate-300">
            {formatRupiah(summary.rab_per_unit)} per {jobType.unit} · {formatQuantity(input.volume)}{' '}
            {jobType.unit}
          </p>
        </div>
        <dl className="grid gap-x-8 px-5 py-4 sm:grid-cols-2 sm:px-6">
          <div className="divide-y divide-slate-100">
            <Figure
              label="HPP tenaga kerja"
              value={formatRupiah(summary.total_labor_cost)}
              testId="result-labor-total"
            />
            <Figure
              label="HPP material"
              value={formatRupiah(summary.total_material_cost)}
              testId="result-material-total"
            />
            <Figure
              label="Total HPP (biaya)"
              value={formatRupiah(summary.total_cost)}
              testId="result-total-cost"
              strong
            />
            <Figure
              label={`HPP per ${jobType.unit}`}
              value={formatRupiah(summary.hpp_per_unit)}
              testId="result-hpp-per-unit"
            />
          </div>
          <div className="divide-y divide-slate-100">
            <Figure label="Margin keuntungan" value={`${formatNumber(summary.profit_percentage, 2)}%`} />
            <Figure
              label="Nilai keuntungan"
              value={formatRupiah(summary.profit_amount)}
              testId="result-profit-amount"
            />
            <Figure
              label={`RAB per ${jobType.unit}`}
              value={formatRupiah(summary.rab_per_unit)}
              testId="result-rab-per-unit"
            />
            <Figure
              label="Perkiraan durasi"
              value={`${formatNumber(input.estimated_days)} hari`}
              testId="result-days"
            />
          </div>
        </dl>
        <p className="border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs text-slate-600 sm:px-6">
          RAB = HPP ÷ (1 − margin). Margin dihitung dari harga jual, bukan markup overhead &amp; keuntungan
          AHSP: margin 20% atas HPP Rp 800.000 menghasilkan RAB Rp 1.000.000.
        </p>
      </Card>

      {result.is_estimate && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Perkiraan di browser (server tidak dapat dihubungi): upah tukang Rp 150.000 dan pekerja Rp 135.000
          per hari, material Rp 50.000 per satuan. Hitung ulang saat online untuk angka katalog.
        </p>
      )}
      {result.warnings.length > 0 && (
        <ul className="space-y-2">
          {result.warnings.map((warning) => (
            <li
              key={warning}
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              {warning}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-bold text-slate-900">Tenaga kerja</h3>
          <p className="text-sm text-slate-600">
            {formatNumber(labor.num_tukang)} tukang + {formatNumber(labor.num_pekerja)} pekerja (
            {formatNumber(labor.total_workers)} orang, {formatNumber(labor.groups)} kelompok) ·{' '}
            {formatRupiah(labor.daily_labor_cost)}/hari
          </p>
        </div>
        <ul className="mt-4 divide-y divide-slate-100">
          {labor.lines.map((line) => (
            <li
              key={line.role}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{ROLE_LABELS[line.role] ?? line.name}</p>
                <p className="text-xs text-slate-500">
                  {formatQuantity(line.workers)} orang × {formatRupiah(line.daily_rate)}/hari ×{' '}
                  {formatNumber(line.days)} hari
                </p>
              </div>
              <p className="font-semibold tabular-nums text-slate-800">{formatRupiah(line.cost)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-bold">
          <span>Total tenaga kerja</span>
          <span className="tabular-nums">{formatRupiah(labor.total_labor_cost)}</span>
        </div>
        <p className="mt-1 text-right text-xs text-slate-500">
          {formatRupiah(labor.labor_cost_per_unit)} per {jobType.unit}
        </p>
      </Card>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-bold text-slate-900">Material</h3>
          {materials.waste_factor > 0 && (
            <p className="text-sm text-slate-600">
              termasuk susut {formatNumber(materials.waste_factor, 2)}%
            </p>
          )}
        </div>
        {materials.details.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Tidak ada material untuk pekerjaan ini.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {materials.details.map((line) => (
              <li
                key={line.material_id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{line.material_name}</p>
                  <p className="text-xs text-slate-500">
                    {formatQuantity(line.quantity_per_unit)} {line.material_unit}/{jobType.unit} →{' '}
                    {formatQuantity(line.total_quantity)} {line.material_unit} ×{' '}
                    {formatRupiah(line.material_price)}
                  </p>
                </div>
                <p className="font-semibold tabular-nums text-slate-800">
                  {formatRupiah(line.material_cost)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-bold">
          <span>Total material</span>
          <span className="tabular-nums">{formatRupiah(materials.total_material_cost)}</span>
        </div>
      </Card>
    </div>
  );
}
