import { useId, type ReactNode, type Ref } from 'react';
import { formatNumber, formatQuantity, formatRupiah, type CalculationResult } from '@kalkulator/core';
import { Amount } from '../../../components/ui/Amount';
import { Card } from '../../../components/ui/Card';
import { ExpiredBookNote } from '../../price-books/components/BookValidity';
import { EquipmentTable, LaborTable, MaterialTable } from './CostTables';

function Figure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  // On a phone a long figure goes under its name, then breaks between its thousands groups: never cut off.
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        data-testid={testId}
        className={`ml-auto min-w-0 text-right tabular-nums ${strong ? 'text-base font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
      >
        <Amount text={value} />
      </dd>
    </div>
  );
}

/**
 * The RAB's size in the result's header: a phone (320–390 px) shows up to Rp 999.999.999 in the large size, a
 * longer one smaller; past what a line holds (Rp 19.346.000.000.000.000 at 320 px) it breaks between groups.
 */
function rabSize(text: string): string {
  if (text.length <= 14) return 'text-3xl sm:text-4xl';
  if (text.length <= 18) return 'text-2xl sm:text-4xl';
  return 'text-xl sm:text-3xl';
}

/** Whether a book left some line of the result to the catalogue's price. */
const fromCatalogue = ({ labor, materials, equipment }: CalculationResult) =>
  [...labor.lines, ...materials.details, ...(equipment?.details ?? [])].some(
    (line) => line.price_source === 'catalogue',
  );

/**
 * Every figure of a result, in rupiah (id-ID, no decimals). `exports`: the download buttons under the actions.
 * `headingRef`: the result's heading, which takes the focus when a calculation opens the result (it replaces the form
 * and the pressed button): a screen reader says "Hasil perhitungan", the job and its RAB.
 */
export function ResultView({
  result,
  actions,
  exports,
  headingRef,
}: {
  result: CalculationResult;
  actions: ReactNode;
  exports?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { summary, input, job_type: jobType } = result;
  const rab = useId();
  const rabTotal = formatRupiah(summary.rab_total);
  return (
    <div data-testid="calculation-result" className="space-y-5">
      <Card className="overflow-hidden">
        <div className="bg-slate-900 px-5 py-6 text-white sm:px-6">
          {result.is_estimate && (
            <span className="mb-2 inline-block rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
              PERKIRAAN OFFLINE
            </span>
          )}
          <p className="text-sm text-slate-300">{input.project_name || 'Tanpa nama proyek'}</p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            aria-describedby={`${rab}-label ${rab}`}
            className="mt-1 text-lg font-semibold focus:outline-none"
            data-testid="result-heading"
          >
            <span className="sr-only">Hasil perhitungan:</span> {jobType.name}
          </h2>
          {result.price_book && (
            <p data-testid="result-price-book" className="mt-1 text-sm text-slate-300">
              Harga dari daftar harga {result.price_book.name}
              {fromCatalogue(result) && '; baris bertanda (katalog) memakai harga katalog'}
            </p>
          )}
          {result.price_book && (
            <ExpiredBookNote
              bookId={result.price_book.id}
              className="mt-1 text-sm font-semibold text-amber-300"
              testId="result-price-book-expired"
            />
          )}
          <p id={`${rab}-label`} className="mt-4 text-sm text-brand-400">
            RAB (harga jual dengan margin keuntungan {formatQuantity(summary.profit_percentage, 2)}%)
          </p>
          <p
            id={rab}
            data-testid="result-rab-total"
            className={`mt-1 font-bold tabular-nums ${rabSize(rabTotal)}`}
          >
            <Amount text={rabTotal} />
          </p>
          <p className="mt-1 text-sm text-slate-300">
            <Amount text={formatRupiah(summary.rab_per_unit)} /> per {jobType.unit} ·{' '}
            <Amount text={formatQuantity(input.volume)} /> {jobType.unit}
          </p>
        </div>
        <div className="grid gap-x-8 px-5 py-4 sm:grid-cols-2 sm:px-6">
          <dl className="divide-y divide-slate-100">
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
            {(summary.total_equipment_cost ?? 0) > 0 && (
              <Figure
                label="HPP peralatan"
                value={formatRupiah(summary.total_equipment_cost ?? 0)}
                testId="result-equipment-total"
              />
            )}
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
          </dl>
          <dl className="divide-y divide-slate-100">
            <Figure label="Margin keuntungan" value={`${formatQuantity(summary.profit_percentage, 2)}%`} />
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
          </dl>
        </div>
        <p className="border-t border-slate-100 bg-slate-50 px-5 py-3 text-xs text-slate-600 sm:px-6">
          RAB = HPP ÷ (1 − margin). Margin dihitung dari harga jual, bukan markup overhead &amp; keuntungan
          AHSP: margin 20% atas HPP Rp 800.000 menghasilkan RAB Rp 1.000.000.
        </p>
      </Card>

      {result.is_estimate && (
        <p
          data-testid="result-estimate"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <strong>Perkiraan offline</strong>: server tidak dapat dihubungi, jadi hasil ini dihitung di
          perangkat dengan upah dan harga katalog yang terakhir dimuat. Hitung ulang saat online untuk
          memastikan harga terbaru.
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

      <div className="flex flex-col gap-2 sm:flex-row" data-print-hide>
        {actions}
      </div>
      {exports}

      <LaborTable result={result} />
      <MaterialTable result={result} />
      <EquipmentTable result={result} />
    </div>
  );
}
