import { useState } from 'react';
import toast from '../../../lib/toast';
import type { CalculationRecord } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Feedback';
import { exportToasts } from '../../../lib/toast-messages';
import type { ExportFormat } from '../exporters';
import '../print.css';

type Records = readonly CalculationRecord[] | (() => Promise<readonly CalculationRecord[]>);

const FORMATS: { format: ExportFormat; label: string; done: string; failed: string }[] = [
  { format: 'pdf', label: 'PDF', done: exportToasts.pdfDone, failed: exportToasts.pdfFailed },
  { format: 'xlsx', label: 'Excel', done: exportToasts.xlsxDone, failed: exportToasts.xlsxFailed },
  { format: 'csv', label: 'CSV', done: exportToasts.csvDone, failed: exportToasts.csvFailed },
  { format: 'json', label: 'JSON', done: exportToasts.jsonDone, failed: exportToasts.jsonFailed },
];

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4 text-slate-500">
      <path d="M10 2.75a.75.75 0 0 1 .75.75v7.69l2.22-2.22a.75.75 0 1 1 1.06 1.06l-3.5 3.5a.75.75 0 0 1-1.06 0l-3.5-3.5a.75.75 0 1 1 1.06-1.06l2.22 2.22V3.5a.75.75 0 0 1 .75-.75ZM3.5 13.25a.75.75 0 0 1 .75.75v1.25c0 .41.34.75.75.75h10a.75.75 0 0 0 .75-.75V14a.75.75 0 0 1 1.5 0v1.25A2.25 2.25 0 0 1 15 17.5H5a2.25 2.25 0 0 1-2.25-2.25V14a.75.75 0 0 1 .75-.75Z" />
    </svg>
  );
}

/**
 * PDF, Excel, CSV and JSON downloads of one or many results, made in the browser. `records` may be a function
 * for exports whose results are fetched when asked (every filtered result of the history). `itemName` names the
 * result to a screen reader where many sets of buttons share a screen ("Ekspor PDF Plesteran, Rumah Budi" on each
 * history card, not ten identical "Ekspor PDF"); the words shown stay the same.
 */
export function ExportButtons({
  records,
  bulk = false,
  print = false,
  label = 'Ekspor',
  itemName,
}: {
  records: Records;
  bulk?: boolean;
  print?: boolean;
  label?: string;
  itemName?: string;
}) {
  const of = itemName ? ` ${itemName}` : '';
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function start(choice: (typeof FORMATS)[number]) {
    setBusy(choice.format);
    try {
      const list = typeof records === 'function' ? await records() : records;
      if (list.length === 0) {
        toast.error(exportToasts.empty);
        return;
      }
      const { runExport } = await import('../exporters');
      await runExport({ format: choice.format, records: list, bulk });
      toast.success(choice.done);
    } catch {
      toast.error(choice.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      role="group"
      aria-label={`${label}${of}`}
      data-print-hide
      data-testid="export-buttons"
      className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center"
    >
      <span className="flex items-center gap-1 text-sm font-medium text-slate-600">
        <DownloadIcon />
        {label}
      </span>
      <div className={`grid gap-2 sm:flex sm:flex-wrap ${print ? 'grid-cols-5' : 'grid-cols-4'}`}>
        {FORMATS.map((choice) => (
          <Button
            key={choice.format}
            variant="secondary"
            className="px-2! sm:px-3!"
            data-testid={`export-${choice.format}`}
            aria-label={`${label} ${choice.label}${of}`}
            disabled={busy !== null}
            onClick={() => void start(choice)}
          >
            {busy === choice.format && <Spinner className="h-4 w-4" />}
            {choice.label}
          </Button>
        ))}
        {print && (
          <Button
            variant="ghost"
            className="px-2! sm:px-3!"
            data-testid="export-print"
            onClick={() => window.print()}
          >
            Cetak
          </Button>
        )}
      </div>
    </div>
  );
}
