import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { importTexts } from '../texts';
import {
  KIND_LABELS,
  MAX_IMPORT_ROWS,
  previewLines,
  readyRows,
  type ParsedRows,
  type PreviewLine,
  type RowCheck,
} from '../api/upload';

interface ImportPreviewProps {
  parsed: ParsedRows;
  /** The server's dry run, row by row; undefined while it runs or when it could not run. */
  checks: RowCheck[] | undefined;
  checking: boolean;
  /** Why the dry run could not run: the rows are sent unchecked and the server checks them on import. */
  checkError?: string | undefined;
  updateExisting: boolean;
  /** The server's refusal of the last import, one message a row. */
  refused?: string[];
  onUpdateExistingChange(updateExisting: boolean): void;
  importing: boolean;
  onImport(): void;
  onCancel(): void;
}

/** What the import does with a row; `phone` is the copy shown under the name on a phone (not marked for tests). */
function CheckCell({ check, price, phone }: { check: RowCheck | undefined; price: number; phone?: boolean }) {
  if (!check) return <span className="text-slate-400">…</span>;
  if (check.action === 'create') return <span className="text-emerald-800">{importTexts.create}</span>;
  if (check.action === 'update')
    return (
      <span className="text-sky-800">{importTexts.update(check.item?.price, price, check.item?.code)}</span>
    );
  return (
    <span className="font-semibold text-red-700" data-testid={phone ? undefined : 'preview-refused'}>
      <span aria-hidden="true">⚠ </span>
      {check.msg} {importTexts.skipped}
    </span>
  );
}

/** The code a row is written with: the file's, else the one the dry run says the import gives a new item. */
function writtenCode({ row, check }: Extract<PreviewLine, { row: object }>): string | undefined {
  if (row.code) return row.code;
  return check?.code ? importTexts.givenCode(check.code) : undefined;
}

/** More rows than one import takes: said before anything is sent, with nothing to import. */
function TooMany({ parsed, onCancel }: ImportPreviewProps) {
  return (
    <section className="space-y-3" data-testid="import-preview" aria-label="Pratinjau impor">
      <p role="alert" className="text-sm font-semibold text-red-700" data-testid="import-summary">
        {importTexts.tooMany(parsed.rows.length, MAX_IMPORT_ROWS)}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Batal
        </Button>
        <Button data-testid="import-confirm" disabled>
          Impor
        </Button>
      </div>
    </section>
  );
}

/**
 * The rows read from a file or paste before anything is saved: lines that could not be read are marked, and each
 * row says what the import does with it (a new item, a price update, or refused by the catalogue check).
 */
export function ImportPreview(props: ImportPreviewProps) {
  const { parsed, checks, checking, updateExisting, importing } = props;
  if (parsed.rows.length > MAX_IMPORT_ROWS) return <TooMany {...props} />;
  const lines = previewLines(parsed, checks);
  const ready = readyRows(parsed, checks);
  const refused = parsed.rows.length - ready.length;
  const count = (action: RowCheck['action']) =>
    checks?.filter((check) => check.action === action).length ?? 0;
  const problems = parsed.errors.length + refused;
  return (
    <section className="space-y-3" data-testid="import-preview" aria-label="Pratinjau impor">
      <p className="text-sm text-slate-700" data-testid="import-summary">
        {ready.length} baris siap diimpor
        {checks && ` (${importTexts.counts(count('create'), count('update'))})`}
        {problems > 0 && (
          <span className="font-semibold text-red-700">, {problems} baris bermasalah (dilewati)</span>
        )}
        .{checking && ` ${importTexts.checking}`}
      </p>
      {props.checkError && (
        <p className="text-sm text-amber-800" data-testid="import-check-error">
          {importTexts.checkFailed(props.checkError)}
        </p>
      )}
      <div className="max-h-72 overflow-auto rounded-xl ring-1 ring-slate-200">
        {/* A phone reads each row as Baris | Nama (with its kind, code, unit and what happens to it) | Harga. */}
        <table className="w-full text-left text-sm sm:min-w-[36rem]">
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th className="px-3 py-2">Baris</th>
              <th className="hidden px-3 py-2 sm:table-cell">Jenis</th>
              <th className="hidden px-3 py-2 sm:table-cell">Kode</th>
              <th className="px-3 py-2">Nama</th>
              <th className="hidden px-3 py-2 sm:table-cell">Satuan</th>
              <th className="px-3 py-2 text-right">Harga</th>
              <th className="hidden px-3 py-2 sm:table-cell">Tindakan</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) =>
              line.row ? (
                <tr
                  key={`row-${line.line}`}
                  data-testid="preview-row"
                  className={line.check?.action === 'refused' ? 'bg-red-50' : undefined}
                >
                  <td className="px-3 py-1.5 text-slate-500">{line.line}</td>
                  <td className="hidden px-3 py-1.5 sm:table-cell">{KIND_LABELS[line.row.kind]}</td>
                  <td className="hidden px-3 py-1.5 sm:table-cell" data-testid="preview-code">
                    {writtenCode(line) ?? '—'}
                  </td>
                  <td className="px-3 py-1.5">
                    {line.row.name}
                    <span className="block text-xs text-slate-500 sm:hidden">
                      {[KIND_LABELS[line.row.kind], writtenCode(line), line.row.unit]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="mt-0.5 block text-xs sm:hidden">
                      <CheckCell check={line.check} price={line.row.price} phone />
                    </span>
                  </td>
                  <td className="hidden px-3 py-1.5 sm:table-cell">{line.row.unit}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRupiah(line.row.price)}</td>
                  <td className="hidden px-3 py-1.5 sm:table-cell" data-testid="preview-action">
                    <CheckCell check={line.check} price={line.row.price} />
                  </td>
                </tr>
              ) : (
                <tr key={`error-${line.line}`} data-testid="preview-error" className="bg-red-50 text-red-800">
                  <td className="px-3 py-1.5 font-semibold">{line.line}</td>
                  <td className="px-3 py-1.5" colSpan={6}>
                    <span aria-hidden="true">⚠ </span>
                    {line.error}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-500"
          checked={updateExisting}
          onChange={(event) => props.onUpdateExistingChange(event.target.checked)}
          data-testid="import-update-existing"
        />
        {importTexts.updateExisting}
      </label>
      {props.refused && props.refused.length > 0 && (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
          data-testid="import-refused"
        >
          <p className="font-semibold">{importTexts.refused}</p>
          <ul className="mt-1 list-disc pl-5">
            {props.refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel}>
          Batal
        </Button>
        <Button
          data-testid="import-confirm"
          disabled={importing || checking || ready.length === 0}
          onClick={props.onImport}
        >
          {importing ? 'Mengimpor...' : `Impor ${ready.length} baris`}
        </Button>
      </div>
    </section>
  );
}
