import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ahspMessages,
  compareUnitPrices,
  computeUnitPrice,
  formatCoefficient,
  formatNumber,
  formatRupiah,
  overheadPercentageSchema,
  type BrickType,
  type JobTypeDetails,
  type UnitPrice,
  type UnitPriceLine,
} from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';
import { usePriceBooks } from '../../price-books/api';
import { ExpiredBookNote } from '../../price-books/components/BookValidity';
import { bookLabel } from '../../price-books/components/PriceBookSelect';
import { jobTypeDetailsQuery } from '../api/queries';
import { PriceSourceTag } from './PriceSourceTag';

// Harga Satuan Pekerjaan as AHSP prints it, computed in the browser by core from the details the page already has
// (so it answers at once and offline). Overhead & profit is a markup on D (Permen PUPR 8/2023), not the calculator's
// margin on the selling price.

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatRupiah(Math.abs(value))}`;

/** "+Rp 25.000 (+10,87%)"; the percentage left out where there is none (from Rp 0). */
const difference = ({ difference: amount, percent }: { difference: number; percent: number | null }) =>
  `${signed(amount)}${percent === null ? '' : ` (${percent > 0 ? '+' : ''}${formatNumber(percent, 2)}%)`}`;

/** The unit price under another book (or the catalogue's prices), side by side with the difference. */
function Comparison({
  jobType,
  price,
  overhead,
  brickType,
}: {
  jobType: JobTypeDetails;
  price: UnitPrice;
  overhead: number;
  brickType?: BrickType;
}) {
  const books = usePriceBooks();
  // The analysis's own prices compare with nothing: the catalogue is not offered beside the catalogue's prices, nor
  // a book beside itself; a choice that became its own (the book chosen above changed since) compares nothing.
  const own = jobType.price_book ? jobType.price_book.id : 'national';
  const [picked, setOther] = useState<'none' | 'national' | number>('none');
  const other = picked === own ? 'none' : picked;
  const otherBook = other === 'none' ? null : other === 'national' ? null : other;
  const otherDetails = useQuery({
    ...jobTypeDetailsQuery(jobType.id, otherBook),
    enabled: other !== 'none',
  });
  const otherPrice =
    other !== 'none' && otherDetails.data
      ? computeUnitPrice(otherDetails.data, { overheadPercentage: overhead, ...(brickType && { brickType }) })
      : null;
  const comparison = otherPrice ? compareUnitPrices(price, otherPrice) : null;
  const current = jobType.price_book?.name ?? 'Katalog nasional';
  const otherBooks = (books.data ?? []).filter((book) => book.id !== own);
  // On the catalogue with no book to use there is nothing to compare with: no choice of nothing.
  if (own === 'national' && books.isSuccess && otherBooks.length === 0) return null;
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4" aria-label="Bandingkan daftar harga">
      <label className="block space-y-1 text-sm font-medium text-slate-700">
        <span>Bandingkan dengan daftar harga lain</span>
        <select
          className="block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm"
          value={String(other)}
          onChange={(event) => {
            const value = event.target.value;
            setOther(value === 'none' || value === 'national' ? value : Number(value));
          }}
          data-testid="unit-price-compare"
        >
          <option value="none">Tanpa perbandingan</option>
          {own !== 'national' && <option value="national">Katalog nasional (bawaan)</option>}
          {otherBooks.map((book) => (
            <option key={book.id} value={book.id}>
              {bookLabel(book)}
            </option>
          ))}
        </select>
      </label>
      {comparison && otherPrice && (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Perbandingan harga satuan">
          <table className="w-full min-w-[30rem] text-sm" data-testid="unit-price-comparison">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-1.5 pr-2"></th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {current}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {otherDetails.data?.price_book?.name ?? 'Katalog nasional'}
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Selisih
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {(['A', 'B', 'C', 'D', 'E', 'F'] as const).map((key) => {
                const row = comparison.parts[key];
                return (
                  <tr key={key} data-testid={`comparison-${key}`} className={key === 'F' ? 'font-bold' : ''}>
                    <th scope="row" className="py-1.5 pr-2 text-left">
                      {key}
                    </th>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupiah(row.a)}</td>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{formatRupiah(row.b)}</td>
                    <td
                      className="py-1.5 text-right tabular-nums"
                      data-testid={`comparison-${key}-difference`}
                    >
                      {difference(row)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <table className="mt-3 w-full min-w-[30rem] text-sm" data-testid="unit-price-comparison-lines">
            <caption className="pb-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
              Harga per baris analisa
            </caption>
            <tbody className="divide-y divide-slate-100">
              {comparison.lines.map((line) => (
                <tr key={`${line.group}-${line.code}-${line.name}`} data-testid="comparison-line">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {line.name} <span className="text-xs text-slate-500">/{line.unit}</span>
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {formatRupiah(line.price.a)} <PriceSourceTag source={line.source.a} />
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {formatRupiah(line.price.b)} <PriceSourceTag source={line.source.b} />
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {line.price.difference === 0 ? '—' : difference(line.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Lines({
  title,
  lines,
  total,
  letter,
  coefficientLabel,
  priceLabel,
}: {
  title: string;
  lines: UnitPriceLine[];
  total: number;
  letter: 'A' | 'B' | 'C';
  coefficientLabel: string;
  priceLabel: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-sm font-bold text-slate-900">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">Tidak ada.</p>
      ) : (
        <div data-testid={`unit-price-lines-${letter}`}>
          <table className="hidden w-full text-sm sm:table">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Uraian
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                  {coefficientLabel}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                  {priceLabel}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Jumlah
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-800">
                    {line.name} <PriceSourceTag source={line.price_source} />
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {formatCoefficient(line.coefficient)} {line.unit}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatRupiah(line.price)}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">
                    {formatRupiah(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Phones: one line each, the working under the name (no sideways scrolling). */}
          <ul className="divide-y divide-slate-100 sm:hidden">
            {lines.map((line) => (
              <li key={line.code} className="py-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 font-medium text-slate-800">
                    {line.name} <PriceSourceTag source={line.price_source} />
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatRupiah(line.amount)}</span>
                </div>
                <p className="text-xs text-slate-500">
                  {formatCoefficient(line.coefficient)} {line.unit} × {formatRupiah(line.price)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-1 flex justify-between border-t border-slate-200 pt-1 text-sm font-bold">
        <span>Jumlah {letter}</span>
        <span className="tabular-nums" data-testid={`unit-price-${letter}`}>
          {formatRupiah(total)}
        </span>
      </p>
    </section>
  );
}

export function UnitPricePanel({ jobType, brickType }: { jobType: JobTypeDetails; brickType?: BrickType }) {
  const [overheadText, setOverheadText] = useState('10');
  const overhead = overheadPercentageSchema.safeParse(overheadText.trim() === '' ? undefined : overheadText);
  const price = computeUnitPrice(jobType, {
    overheadPercentage: overhead.success ? overhead.data : 10,
    ...(brickType && { brickType }),
  });
  return (
    <Card className="p-5 sm:p-6">
      <details data-testid="unit-price-panel">
        <summary className="cursor-pointer text-base font-bold text-slate-900">
          Analisa harga satuan (AHSP) · {formatRupiah(price.F)} per {jobType.unit}
        </summary>
        {jobType.price_book && (
          <p className="mt-2 text-sm text-emerald-800" data-testid="unit-price-book">
            Harga dari daftar harga {jobType.price_book.name}; item yang tidak diisi memakai harga katalog.
          </p>
        )}
        {jobType.price_book && (
          <ExpiredBookNote
            bookId={jobType.price_book.id}
            className="mt-1 text-sm font-semibold text-amber-800"
            testId="unit-price-book-expired"
          />
        )}
        <div className="mt-4 space-y-5">
          <p className="text-sm text-slate-600">
            Harga satuan pekerjaan untuk 1 {jobType.unit}: koefisien AHSP × upah dan harga katalog, setiap
            baris dibulatkan ke rupiah.
          </p>
          <p className="text-sm text-slate-600" data-testid="unit-price-versus-hpp">
            Angka ini bisa berbeda dari HPP per {jobType.unit} pada hasil perhitungan: di sana upah dihitung
            untuk jumlah pekerja yang Anda isi selama hari kerja penuh (hari dibulatkan ke atas), di sini dari
            koefisien orang-hari per {jobType.unit}, ditambah overhead &amp; keuntungan.
          </p>
          <Lines
            title="A. Tenaga kerja"
            letter="A"
            lines={price.labor}
            total={price.A}
            coefficientLabel="Koefisien"
            priceLabel="Upah/hari"
          />
          <Lines
            title="B. Bahan"
            letter="B"
            lines={price.materials}
            total={price.B}
            coefficientLabel="Koefisien"
            priceLabel="Harga"
          />
          <Lines
            title="C. Peralatan"
            letter="C"
            lines={price.equipment}
            total={price.C}
            coefficientLabel="Koefisien"
            priceLabel="Harga"
          />
          <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-2 text-sm">
            <div className="flex justify-between py-1.5">
              <dt>D. Jumlah (A + B + C)</dt>
              <dd className="font-semibold tabular-nums" data-testid="unit-price-D">
                {formatRupiah(price.D)}
              </dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <dt className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <label htmlFor="unit-price-overhead">E. Overhead &amp; keuntungan</label>
                <input
                  id="unit-price-overhead"
                  data-testid="unit-price-overhead"
                  inputMode="decimal"
                  value={overheadText}
                  onChange={(event) => setOverheadText(event.target.value)}
                  aria-invalid={!overhead.success}
                  aria-describedby="unit-price-overhead-help"
                  className="w-16 rounded-lg border border-slate-300 px-2 py-1 text-right"
                />
                <span>% × D</span>
              </dt>
              <dd className="font-semibold tabular-nums" data-testid="unit-price-E">
                {formatRupiah(price.E)}
              </dd>
            </div>
            <div className="flex justify-between py-1.5 text-base font-bold">
              <dt>F. Harga satuan pekerjaan (D + E)</dt>
              <dd className="tabular-nums" data-testid="unit-price-F">
                {formatRupiah(price.F)}
              </dd>
            </div>
          </dl>
          {overhead.success ? (
            <p id="unit-price-overhead-help" className="text-xs text-slate-500">
              Overhead &amp; keuntungan adalah markup atas D (Permen PUPR 8/2023, maksimal 15%), berbeda dari
              margin keuntungan kalkulator di atas yang dihitung dari harga jual (RAB = HPP ÷ (1 − margin)).
            </p>
          ) : (
            <p
              id="unit-price-overhead-help"
              role="alert"
              className="text-sm text-red-700"
              data-testid="unit-price-overhead-error"
            >
              {ahspMessages.overheadInvalid}
            </p>
          )}
          <Comparison
            jobType={jobType}
            price={price}
            overhead={overhead.success ? overhead.data : 10}
            {...(brickType && { brickType })}
          />
        </div>
      </details>
    </Card>
  );
}
