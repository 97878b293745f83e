import { formatNumber, formatQuantity, formatRupiah, type PricedProject } from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';
import { draftSettings, ROUNDING_LABELS, type ProjectDraft } from '../draft';
import { projectTexts } from '../texts';

/**
 * A figure's row: on a phone its amount goes under its name when both do not fit ("Dibulatkan (Ke Rp 1.000
 * terdekat)" and Rp 4.355.108.000), never touching it or out of the box; a kuadriliun breaks between its digits.
 */
const row = 'flex flex-wrap items-baseline justify-between gap-x-3 py-1.5';
const amount = 'ml-auto min-w-0 text-right tabular-nums wrap-anywhere';

/**
 * Rekapitulasi: each division's total and weight, Jumlah, PPN, Total, Dibulatkan and the total in words. With an
 * overhead or PPN the editor calls invalid (`waiting`, in its words) it shows no figure until it is fixed.
 */
export function Rekap({
  draft,
  priced,
  waiting = null,
}: {
  draft: ProjectDraft;
  priced: PricedProject;
  waiting?: string | null;
}) {
  const { totals } = priced;
  if (waiting)
    return (
      <Card className="p-5 sm:p-6" data-testid="project-rekap">
        <h2 className="mb-3 text-lg font-bold text-slate-900">Rekapitulasi</h2>
        <p role="status" className="text-sm text-amber-800" data-testid="rekap-waiting">
          {projectTexts.settingsWaiting(waiting)}
        </p>
      </Card>
    );
  // The PPN actually used ("11%" and "11" alike; empty: 11), never the text as typed.
  const ppn = draftSettings(draft).ppn_percentage;
  return (
    <Card className="p-5 sm:p-6" data-testid="project-rekap">
      <h2 className="mb-3 text-lg font-bold text-slate-900">Rekapitulasi</h2>
      {/* On a phone the divisions' names wrap; past that (long amounts) the table scrolls inside the card. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Rekapitulasi per bagian">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5 pr-2">
                Bagian
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right">
                Jumlah harga
              </th>
              <th scope="col" className="py-1.5 text-right">
                Bobot
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {priced.divisions.map((division) => (
              <tr key={division.code} data-testid="rekap-division">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                  {division.code}. {division.name}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupiah(division.total)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(division.weight, 2)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 py-2 text-sm sm:px-4">
        <div className={row}>
          <dt>Jumlah</dt>
          <dd className={amount} data-testid="rekap-subtotal">
            {formatRupiah(totals.subtotal)}
          </dd>
        </div>
        <div className={row}>
          <dt data-testid="rekap-ppn-label">PPN {formatQuantity(ppn, 2)}%</dt>
          <dd className={amount} data-testid="rekap-ppn">
            {formatRupiah(totals.ppn)}
          </dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>Total</dt>
          <dd className={amount} data-testid="rekap-total">
            {formatRupiah(totals.total)}
          </dd>
        </div>
        <div className={`${row} text-base font-bold`}>
          <dt>
            Dibulatkan{' '}
            <span className="text-xs font-normal text-slate-500">({ROUNDING_LABELS[draft.rounding]})</span>
          </dt>
          <dd className={amount} data-testid="rekap-rounded">
            {formatRupiah(totals.rounded)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm italic text-slate-700" data-testid="rekap-terbilang">
        Terbilang: {totals.terbilang}
      </p>
    </Card>
  );
}
