import { useState } from 'react';
import toast from '../../../lib/toast';
import { parsePriceListText, type PriceListKind } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import {
  describeApiError,
  operationMessage,
  toastApiError,
  validationDetails,
} from '../../../lib/api-client';
import { adminTexts } from '../texts';
import { send, useAdminWrite } from '../api/mutations';
import {
  KIND_LABELS,
  importRows,
  readyRows,
  uploadPriceList,
  usePriceListCheck,
  type ParsedRows,
} from '../api/upload';
import { Dialog } from './Dialog';
import { ImportPreview } from './ImportPreview';
import { UploadProgress } from './UploadProgress';

type Mode = 'upload' | 'paste';

const tabClass = (active: boolean) =>
  `min-h-11 flex-1 rounded-xl px-3 text-sm font-semibold ${active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`;

/**
 * Price list import (materials, labour, equipment): upload a CSV/XLSX or paste from a spreadsheet, review, then
 * import in one transaction. A header row maps the columns by name; a Kategori column (material/upah/alat) sends
 * each row to its table, otherwise rows are of the tab's kind.
 */
export function ImportDialog({
  onClose,
  defaultKind = 'material',
}: {
  onClose(): void;
  defaultKind?: PriceListKind;
}) {
  const [mode, setMode] = useState<Mode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [progress, setProgress] = useState<{ percent: number; done: boolean } | null>(null);
  const [parsed, setParsed] = useState<ParsedRows | null>(null);
  const [uploading, setUploading] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(true);
  /** Why the server refused the import, row by row ("Baris 4: …"), kept in the dialog beside the rows. */
  const [refused, setRefused] = useState<string[]>([]);
  const check = usePriceListCheck(parsed?.rows, updateExisting);
  const bulkImport = useAdminWrite((input: { rows: ParsedRows['rows']; updateExisting: boolean }) =>
    send('post', '/catalogue/price-list/import', {
      rows: importRows(input.rows),
      update_existing: input.updateExisting,
    }),
  );

  async function upload() {
    if (!file) return void toast.error(adminTexts.chooseFile);
    setParsed(null);
    setUploading(true);
    setProgress({ percent: 0, done: false });
    try {
      const answer = await uploadPriceList(
        file,
        (percent) => setProgress({ percent, done: false }),
        defaultKind,
      );
      setProgress({ percent: 100, done: true });
      if (answer.format === 'ahsp') return void toast.error(adminTexts.analysesNotPriceList);
      setParsed({ rows: answer.rows, errors: answer.errors });
      setRefused([]);
    } catch (error) {
      setProgress(null);
      toastApiError(error);
    } finally {
      setUploading(false);
    }
  }

  function readPaste() {
    if (!pasted.trim()) return void toast.error(adminTexts.pasteEmpty);
    setParsed(parsePriceListText(pasted, { defaultKind }));
    setRefused([]);
  }

  function switchMode(next: Mode) {
    setMode(next);
    setParsed(null);
    setProgress(null);
  }

  return (
    <Dialog
      title={`Impor daftar harga ${KIND_LABELS[defaultKind].toLowerCase()}`}
      onClose={onClose}
      testId="import-dialog"
      // Pasted rows or a preview read from a file: closing by a stray tap would lose them.
      dirty={pasted.trim() !== '' || parsed !== null}
      wide
    >
      <div className="space-y-4">
        <div role="group" aria-label="Sumber data" className="flex gap-1 rounded-2xl bg-slate-100 p-1">
          <button
            type="button"
            aria-pressed={mode === 'upload'}
            className={tabClass(mode === 'upload')}
            onClick={() => switchMode('upload')}
            data-testid="import-mode-upload"
          >
            Unggah berkas
          </button>
          <button
            type="button"
            aria-pressed={mode === 'paste'}
            className={tabClass(mode === 'paste')}
            onClick={() => switchMode('paste')}
            data-testid="import-mode-paste"
          >
            Tempel dari spreadsheet
          </button>
        </div>
        {mode === 'upload' ? (
          <div className="space-y-3">
            <label className="block space-y-1.5 text-sm font-medium text-slate-700">
              <span>
                Berkas CSV atau XLSX (maks. 2 MB) dengan baris judul (Kode, Nama/Uraian, Jenis/Merk, Satuan,
                Harga, Kategori material/upah/alat) dalam urutan apa pun, atau tanpa judul: kode (opsional),
                nama, satuan, harga
              </span>
              <input
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="import-file"
                className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setParsed(null);
                  setProgress(null);
                }}
              />
            </label>
            <Button onClick={() => void upload()} disabled={uploading || !file} data-testid="import-upload">
              {uploading ? 'Mengunggah...' : 'Unggah dan baca'}
            </Button>
            {progress && <UploadProgress percent={progress.percent} done={progress.done} />}
          </div>
        ) : (
          <div className="space-y-3">
            <label className="block space-y-1.5 text-sm font-medium text-slate-700">
              <span>
                Tempel dari spreadsheet, termasuk baris judulnya (Kode, Nama, Satuan, Harga, Kategori …), atau
                tanpa judul: kode (opsional), nama, satuan, harga
              </span>
              <textarea
                data-testid="import-paste"
                rows={6}
                value={pasted}
                onChange={(event) => {
                  // The preview is of the text read: an edit makes it stale, so "Impor" would send old rows.
                  setPasted(event.target.value);
                  setParsed(null);
                  setRefused([]);
                }}
                placeholder={'Semen Portland 50 kg\tzak\t65.000'}
                className="block w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
              />
            </label>
            <Button onClick={readPaste} data-testid="import-read-paste">
              Baca data
            </Button>
          </div>
        )}
        {parsed && (
          <ImportPreview
            parsed={parsed}
            checks={check.data}
            checking={check.isFetching}
            refused={refused}
            checkError={check.isError ? describeApiError(check.error).join('; ') : undefined}
            updateExisting={updateExisting}
            onUpdateExistingChange={setUpdateExisting}
            importing={bulkImport.isPending}
            onCancel={onClose}
            onImport={() => {
              const rows = readyRows(parsed, check.data);
              if (rows.length === 0) return void toast.error(adminTexts.nothingToImport);
              setRefused([]);
              bulkImport.mutate(
                { rows, updateExisting },
                {
                  onSuccess: onClose,
                  onError: (error) => {
                    const message = operationMessage(error, adminTexts.importFailed);
                    const details = Object.values(validationDetails(error));
                    setRefused(details.length > 0 ? details : [message]);
                    toast.error(message);
                  },
                },
              );
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
