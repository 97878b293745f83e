import { useState } from 'react';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { KIND_LABELS, previewLines, type ParsedRows } from '../api/upload';

interface ImportPreviewProps {
  parsed: ParsedRows;
  importing: boolean;
  onImport(updateExisting: boolean): void;
  onCancel(): void;
}

/** The rows read from a file or paste, with the lines that could not be read marked, before anything is saved. */
export function ImportPreview({ parsed, importing, onImport, onCancel }: ImportPreviewProps) {
  const [updateExisting, setUpdateExisting] = useState(true);
  const lines = previewLines(parsed);
  return (
    <section className="space-y-3" data-testid="import-preview" aria-label="Pratinjau impor">
      <p className="text-sm text-slate-700" data-testid="import-summary">
        {parsed.rows.length} baris siap diimpor
        {parsed.errors.length > 0 && (
          <span className="font-semibold text-red-700">
            , {parsed.errors.length} baris bermasalah (dilewati)
          </span>
        )}
        .
      </p>
      <div className="max-h-72 overflow-auto rounded-xl ring-1 ring-slate-200">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th className="px-3 py-2">Baris</th>
              <th className="px-3 py-2">Jenis</th>
              <th className="px-3 py-2">Kode</th>
              <th className="px-3 py-2">Nama</th>
              <th className="px-3 py-2">Satuan</th>
              <th className="px-3 py-2 text-right">Harga</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) =>
              line.row ? (
                <tr key={`row-${line.line}`} data-testid="preview-row">
                  <td className="px-3 py-1.5 text-slate-500">{line.line}</td>
                  <td className="px-3 py-1.5">{KIND_LABELS[line.row.kind]}</td>
                  <td className="px-3 py-1.5">{line.row.code ?? '—'}</td>
                  <td className="px-3 py-1.5">{line.row.name}</td>
                  <td className="px-3 py-1.5">{line.row.unit}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRupiah(line.row.price)}</td>
                </tr>
              ) : (
                <tr key={`error-${line.line}`} data-testid="preview-error" className="bg-red-50 text-red-800">
                  <td className="px-3 py-1.5 font-semibold">{line.line}</td>
                  <td className="px-3 py-1.5" colSpan={5}>
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
          onChange={(event) => setUpdateExisting(event.target.checked)}
        />
        Perbarui data yang sudah ada (jenis sama, kode atau nama sama) alih-alih menambah duplikat
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Batal
        </Button>
        <Button
          data-testid="import-confirm"
          disabled={importing || parsed.rows.length === 0}
          onClick={() => onImport(updateExisting)}
        >
          {importing ? 'Mengimpor...' : `Impor ${parsed.rows.length} baris`}
        </Button>
      </div>
    </section>
  );
}
