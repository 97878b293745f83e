import { useState } from 'react';
import {
  PRICE_BOOK_IMPORT_MAX_CHARS,
  ahspMessages,
  isXlsxBytes,
  priceBookMessages,
  readImportText,
  readXlsxDirectory,
  workbookMessages,
} from '@kalkulator/core';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ImportFileField } from '../../../components/ui/ImportFileField';
import { toastApiError } from '../../../lib/api-client';
import { useBookWrites, type ImportAnswer, type PriceBook } from '../api';
import { priceBookTexts as texts } from '../texts';
import { ImportPreview } from './ImportPreview';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a 2 MB array into one call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * A price list imported into the book: pasted, or a .csv/.txt (read here as text) or .xlsx (sent as it is; the
 * server reads its first sheet as the admin's upload does), previewed row by row, then saved on confirmation.
 */
export function ImportPanel({ book }: { book: PriceBook }) {
  const writes = useBookWrites();
  const [pasted, setPasted] = useState('');
  const [workbook, setWorkbook] = useState<{ name: string; base64: string } | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  /** The file picked last held nothing to read. */
  const [fileEmpty, setFileEmpty] = useState(false);
  const tooLarge = pasted.length > PRICE_BOOK_IMPORT_MAX_CHARS;
  const run = (dryRun: boolean) =>
    writes.importList.mutate(
      {
        id: book.id,
        source: workbook ? { xlsxBase64: workbook.base64 } : { pasted },
        dryRun,
      },
      {
        onSuccess: (answer) => {
          if (dryRun) return setPreview(answer);
          toast.success(answer.message ?? '');
          setPreview(null);
          setPasted('');
          setWorkbook(null);
        },
        onError: (error) => toastApiError(error),
      },
    );

  async function choose(file: File) {
    setFileEmpty(false);
    // The server's limit, counted in characters of the text: a 2 MB file never holds more.
    if (file.size > PRICE_BOOK_IMPORT_MAX_CHARS) return void toast.error(priceBookMessages.importTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    setPreview(null);
    if (isXlsxBytes(bytes) || file.name.toLowerCase().endsWith('.xlsx')) {
      // A zip bomb is refused here from its central directory, as the server would; anything else unreadable is
      // left to the server's answer.
      const directory = readXlsxDirectory(bytes);
      if ('problem' in directory && directory.problem === 'tooLarge')
        return void toast.error(workbookMessages.tooLarge);
      setPasted('');
      return setWorkbook({ name: file.name, base64: toBase64(bytes) });
    }
    // A file Excel saved in Windows-1252 or as "Unicode Text" (UTF-16) is read as such; an old .xls or any other
    // binary file is no list: its bytes in the text box would only be refused. A BOM and the separator (; tab ,) are
    // read by the server's header-mapped reader.
    const text = readImportText(bytes);
    if (text === null) return void toast.error(texts.importFileUnreadable);
    setWorkbook(null);
    // An empty file (0 bytes, or only spaces and line ends) is said where it was picked, in the price list reader's
    // words: else only its name showed, the box stayed empty and "Periksa" disabled without a word.
    const empty = !text.trim();
    setFileEmpty(empty);
    setPasted(empty ? '' : text);
  }

  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <details data-testid="book-import">
        <summary className="cursor-pointer text-base font-bold text-slate-900">
          Impor daftar harga ke buku ini
        </summary>
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{texts.importHint}</p>
          <ImportFileField
            label={texts.importFile}
            testId="book-import-file"
            onPick={(file) => void choose(file)}
          />
          {fileEmpty && (
            <p role="alert" className="text-sm text-red-700" data-testid="book-import-file-empty">
              {ahspMessages.emptyFile}
            </p>
          )}
          {workbook && (
            <p className="text-sm text-slate-700" data-testid="book-import-workbook">
              {texts.importFileChosen(workbook.name)}
            </p>
          )}
          <textarea
            className="block min-h-32 w-full rounded-xl border border-slate-300 p-3 font-mono text-xs"
            value={pasted}
            onChange={(event) => {
              setPasted(event.target.value);
              setWorkbook(null);
              setPreview(null);
              setFileEmpty(false);
            }}
            aria-label="Data daftar harga"
            data-testid="book-import-text"
          />
          {tooLarge && (
            <p role="alert" className="text-sm text-red-700" data-testid="book-import-too-large">
              {priceBookMessages.importTooLarge}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => run(true)}
            disabled={(!workbook && !pasted.trim()) || tooLarge || writes.importList.isPending}
            data-testid="book-import-preview"
          >
            Periksa
          </Button>
          {preview && (
            <ImportPreview preview={preview} saving={writes.importList.isPending} onSave={() => run(false)} />
          )}
        </div>
      </details>
    </Card>
  );
}
