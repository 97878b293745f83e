import type { Ref } from 'react';
import { formatRupiah, formatVolume, type RabTableReading } from '@kalkulator/core';
import type { RabImportPreview, RabNameChoice, RabPreviewDivision, RabPreviewLine } from '../import-lines';
import { rabImportLimitTexts as limitTexts } from '../import-limit-texts';
import { rabImportTexts as texts } from '../texts';
import { ImportLinesNameConflicts, NameConflictMark } from './ImportLinesNameConflicts';

const filePrice = (line: RabPreviewLine) => (line.row.price === null ? '–' : formatRupiah(line.row.price));
const ahspPrice = (line: RabPreviewLine) => (line.ahspF === null ? '–' : formatRupiah(line.ahspF));

/** Where the line's price comes from: the catalogue's job type it matched, the file's price, or why it is free. */
function source(line: RabPreviewLine): string {
  const { jobType, note, priceProblem } = line.row;
  const from = !jobType
    ? `Item bebas · ${note}`
    : line.pricing === 'ownName'
      ? texts.ownName
      : line.pricing === 'file'
        ? texts.fileMatch(jobType.code, jobType.name)
        : line.pricing === 'ahspNoFilePrice'
          ? `${texts.catalogueMatch(jobType.code, line.item.description)} · ${texts.noFilePrice(priceProblem)}`
          : texts.catalogueMatch(jobType.code, line.item.description);
  return line.inProject ? `${from} · ${texts.inProject}` : from;
}

function DivisionHeading({ division }: { division: RabPreviewDivision }) {
  return (
    <h3 className="text-sm font-bold text-slate-900" data-testid="rab-import-division">
      {division.code}. {division.name}{' '}
      <span className="text-xs font-normal text-slate-500">
        · {division.existing === null ? texts.newDivision : texts.existingDivision}
      </span>
    </h3>
  );
}

/** On a phone: one card per line, the amount beside its name (six columns would scroll sideways). */
function LineCards({ division }: { division: RabPreviewDivision }) {
  return (
    <ul className="divide-y divide-slate-100 sm:hidden" aria-label={`Baris untuk ${division.name}`}>
      {division.lines.map((line) => (
        <li key={line.row.line} className="min-w-0 py-2" data-testid="rab-import-card">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 break-words font-medium text-slate-900">{line.row.name}</p>
            <p className="shrink-0 font-semibold tabular-nums">{formatRupiah(line.amount)}</p>
          </div>
          <p className="text-xs text-slate-600">
            Baris {line.row.line} · {formatVolume(line.row.volume)} {line.item.unit} · berkas{' '}
            {filePrice(line)} · AHSP {ahspPrice(line)}
          </p>
          <p className="break-words text-xs text-slate-500">{source(line)}</p>
          {line.row.nameConflict && <NameConflictMark message={line.row.nameConflict} />}
        </li>
      ))}
    </ul>
  );
}

function LineTable({ division }: { division: RabPreviewDivision }) {
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full text-sm" data-testid="rab-import-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-1.5 pr-2">
              Baris
            </th>
            <th scope="col" className="py-1.5 pr-2">
              Uraian
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right">
              Volume
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right">
              {texts.filePrice}
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right">
              {texts.ahspPrice}
            </th>
            <th scope="col" className="py-1.5 text-right">
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {division.lines.map((line) => (
            <tr key={line.row.line} className="align-top" data-testid="rab-import-row">
              <td className="py-1.5 pr-2 tabular-nums">{line.row.line}</td>
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                {line.row.name}
                <span className="block text-xs font-normal text-slate-500">{source(line)}</span>
                {line.row.nameConflict && <NameConflictMark message={line.row.nameConflict} />}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums whitespace-nowrap">
                {formatVolume(line.row.volume)} {line.item.unit}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{filePrice(line)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{ahspPrice(line)}</td>
              <td className="py-1.5 text-right font-semibold tabular-nums">{formatRupiah(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the import would add, division by division, and each row refused or skipped, by its line. Its summary can
 * take the focus (`summaryRef`): it is read out after "Periksa", without a ring, as it is text, not a control. Rows
 * whose code matched a job type of another work are marked, and listed with the choice `onNameChoice` makes.
 */
export function ImportLinesPreview({
  preview,
  reading,
  summaryRef,
  onNameChoice,
}: {
  preview: RabImportPreview;
  reading: RabTableReading;
  summaryRef?: Ref<HTMLParagraphElement>;
  onNameChoice?(lines: number[], choice: RabNameChoice): void;
}) {
  const conflicts = preview.nameConflicts;
  return (
    <div className="space-y-3 text-sm" data-testid="rab-import-preview">
      <p ref={summaryRef} tabIndex={-1} className="focus:outline-none" data-testid="rab-import-summary">
        {texts.summary(
          preview.count,
          preview.catalogue,
          preview.count - preview.catalogue,
          preview.refused.length,
          reading.skipped.length + reading.emptyRows,
        )}
        {conflicts.length > 0 &&
          texts.nameConflictSummary(conflicts.length, conflicts.filter((conflict) => conflict.left).length)}
      </p>
      {conflicts.length > 0 && onNameChoice && (
        <ImportLinesNameConflicts conflicts={conflicts} onChoose={onNameChoice} />
      )}
      {preview.overfull.length > 0 && (
        <div role="alert" className="space-y-1 text-red-700" data-testid="rab-import-overfull">
          {preview.overfull.map((division) => (
            <p key={`${division.code}-${division.name}`}>
              {limitTexts.overfull(
                division.code,
                division.name,
                division.held,
                division.adding,
                division.room,
              )}
            </p>
          ))}
          <p>
            {preview.overfull.some((division) => division.unplaced)
              ? limitTexts.remedyUnplaced
              : limitTexts.remedyNamed}
          </p>
        </div>
      )}
      {preview.fromFile > 0 && (
        <p className="text-slate-700" data-testid="rab-import-from-file">
          {texts.fromFileNote(preview.fromFile)}
        </p>
      )}
      {preview.noFilePrice > 0 && (
        <p className="text-amber-800" data-testid="rab-import-no-file-price">
          {texts.noFilePriceNote(preview.noFilePrice)}
        </p>
      )}
      {preview.inProject > 0 && (
        <p className="text-amber-800" role="status" data-testid="rab-import-in-project">
          {texts.inProjectNote(preview.inProject)}
        </p>
      )}
      {preview.divisions.map((division) => (
        <section key={`${division.code}-${division.name}`} className="space-y-1">
          <DivisionHeading division={division} />
          <LineCards division={division} />
          <LineTable division={division} />
        </section>
      ))}
      {preview.count > 0 && (
        <p className="flex justify-between gap-3 font-semibold" data-testid="rab-import-total">
          <span>{texts.addedTotal}</span>
          <span className="tabular-nums">{formatRupiah(preview.total)}</span>
        </p>
      )}
      {preview.refused.length > 0 && (
        <div>
          <h3 className="font-semibold text-red-800">{texts.refusedTitle}</h3>
          <ul className="list-disc pl-5 text-red-700" data-testid="rab-import-refused">
            {preview.refused.map((row) => (
              <li key={row.line} className="break-words">
                Baris {row.line}
                {row.text ? ` (${row.text})` : ''}: {row.msg}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(reading.skipped.length > 0 || reading.emptyRows > 0) && (
        <div className="text-slate-600">
          <h3 className="font-semibold">{texts.skippedTitle}</h3>
          <ul className="list-disc pl-5" data-testid="rab-import-skipped">
            {reading.skipped.map((row) => (
              <li key={row.line} className="break-words">
                Baris {row.line}: {row.text}
              </li>
            ))}
            {reading.emptyRows > 0 && <li>{texts.emptyRows(reading.emptyRows)}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
