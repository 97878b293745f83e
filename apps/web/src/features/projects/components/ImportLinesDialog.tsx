import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ahspMessages,
  isXlsxBytes,
  matchRabRows,
  RAB_UNPLACED_DIVISION,
  readImportText,
  readRabTable,
  readRabText,
  type JobType,
  type JobTypeDetails,
  type RabTableReading,
  workbookMessages,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { ImportFileField } from '../../../components/ui/ImportFileField';
import { describeApiError } from '../../../lib/api-client';
import { catalogueJobTypes, jobTypeDetailsById } from '../api/rab-import';
import type { ProjectDraft } from '../draft';
import { importedDraft, rabImportPreview, type RabNameChoice, type RabPriceChoice } from '../import-lines';
import { readWorkbookTable } from '../read-workbook';
import { rabImportTexts as texts } from '../texts';
import { ImportLinesPreview } from './ImportLinesPreview';
import { ImportLinesPriceChoice } from './ImportLinesPriceChoice';
import { ModalPanel } from './ModalPanel';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

interface Checked {
  reading: RabTableReading;
  jobTypes: JobType[];
  details: Map<number, JobTypeDetails>;
}

/**
 * "Impor baris RAB": a RAB pasted or picked as a file is read, matched to the catalogue and previewed; nothing
 * changes until "Tambahkan", which hands the whole import to the editor as one draft change. Loaded when opened.
 */
export default function ImportLinesDialog({
  draft,
  onApply,
  onClose,
}: {
  draft: ProjectDraft;
  onApply(next: ProjectDraft, count: number): void;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  const [workbook, setWorkbook] = useState<{ name: string; table: (string | number)[][] } | null>(null);
  const [checking, setChecking] = useState(false);
  // Each refusal is drawn anew (`shown` counts them), so the same message said again is read out again.
  const [error, setFailure] = useState<{ message: string; shown: number } | null>(null);
  const failures = useRef(0);
  const setError = (message: string | null) =>
    setFailure(message === null ? null : { message, shown: (failures.current += 1) });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [unplaced, setUnplaced] = useState<number | 'new'>(draft.divisions.length > 0 ? 0 : 'new');
  const [prices, setPrices] = useState<RabPriceChoice>('ahsp');
  // Rows whose code matched a job type of another work, by line: what the estimator chose (the file's line unless).
  const [names, setNames] = useState<ReadonlyMap<number, RabNameChoice>>(new Map());
  // A check answered after the text changed is dropped: its preview would be of another table.
  const run = useRef(0);
  // Each new preview is brought into view (on a phone it starts below the text field, out of sight) and its summary
  // takes the focus from "Periksa", so a screen reader reads what the check found.
  const previewTop = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!checked) return;
    summary.current?.focus({ preventScroll: true });
    previewTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [checked]);
  const preview = useMemo(
    () =>
      checked &&
      rabImportPreview(
        draft,
        checked.reading,
        checked.jobTypes,
        checked.details,
        unplaced === 'new' ? null : unplaced,
        prices,
        names,
      ),
    [checked, draft, unplaced, prices, names],
  );

  function drop() {
    run.current += 1;
    setChecked(null);
    setChecking(false);
    setError(null);
    setNames(new Map());
  }

  async function choose(file: File) {
    drop();
    // Whatever comes of the new file, the one picked before is no longer what "Periksa" reads.
    setWorkbook(null);
    setText('');
    const current = run.current;
    if (file.size > MAX_FILE_BYTES) return setError(texts.fileTooLarge);
    if (file.size === 0) return setError(ahspMessages.emptyFile);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (isXlsxBytes(bytes) || file.name.toLowerCase().endsWith('.xlsx')) {
      const reading = await readWorkbookTable(bytes);
      if (current !== run.current) return;
      if ('problem' in reading)
        return setError(reading.problem === 'tooLarge' ? workbookMessages.tooLarge : texts.fileUnreadable);
      return setWorkbook({ name: file.name, table: reading.table });
    }
    if (current !== run.current) return;
    // A file Excel saved in Windows-1252 or as "Unicode Text" (UTF-16) is read as such; an old .xls or any other
    // binary file is no table: its bytes in the text box would only be refused.
    const decoded = readImportText(bytes);
    if (decoded === null) return setError(texts.fileUnreadable);
    if (!decoded.replace(/^\uFEFF/, '').trim()) return setError(ahspMessages.emptyFile);
    setText(decoded);
  }

  async function check() {
    // Pressed again while checking: the check under way goes on (the button keeps the focus, see below).
    if (checking) return;
    drop();
    const reading = workbook ? readRabTable(workbook.table) : readRabText(text);
    if (reading.error) return setError(reading.error);
    const current = run.current;
    setChecking(true);
    try {
      const jobTypes = await catalogueJobTypes();
      const { planned } = matchRabRows(reading.rows, jobTypes);
      const ids = [...new Set(planned.flatMap((row) => (row.jobType ? [row.jobType.id] : [])))];
      const details = await jobTypeDetailsById(ids, draft.price_book_id ?? null);
      if (current === run.current) setChecked({ reading, jobTypes, details });
    } catch (failure) {
      if (current === run.current) setError(texts.catalogueFailed(describeApiError(failure)[0] ?? ''));
    } finally {
      if (current === run.current) setChecking(false);
    }
  }

  const unplacedRows = checked?.reading.rows.some((row) => row.division === null) ?? false;
  // Rows before the first division row of a table with division rows, or a table with none at all.
  const unplacedLabel = checked?.reading.divisions.length ? texts.unplaced : texts.unplacedNoHeadings;
  return (
    <ModalPanel labelledBy="rab-import-title" testId="rab-import" className="sm:max-w-4xl" onClose={onClose}>
      <h2 id="rab-import-title" className="text-lg font-bold text-slate-900">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{texts.hint}</p>
      <ImportFileField
        label={texts.file}
        testId="rab-import-file"
        className="mt-3"
        onPick={(file) => void choose(file)}
      />
      {workbook && (
        <p className="mt-2 text-sm text-slate-700" data-testid="rab-import-workbook">
          {texts.fileChosen(workbook.name)}
        </p>
      )}
      <label className="mt-3 block text-sm font-medium text-slate-700">
        {texts.pasted}
        <textarea
          className="mt-1 block min-h-32 w-full rounded-xl border border-slate-300 p-3 font-mono text-xs"
          value={text}
          onChange={(event) => {
            drop();
            setWorkbook(null);
            setText(event.target.value);
          }}
          data-testid="rab-import-text"
        />
      </label>
      {error && (
        <p
          key={error.shown}
          role="alert"
          className="mt-2 text-sm text-red-700"
          data-testid="rab-import-error"
        >
          {error.message}
        </p>
      )}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-testid="rab-import-cancel">
          Batal
        </Button>
        <Button
          variant="secondary"
          onClick={() => void check()}
          disabled={!workbook && !text.trim()}
          // While checking the pressed button keeps the focus (a disabled one drops it to the page).
          aria-disabled={checking}
          data-testid="rab-import-check"
        >
          {checking ? texts.checking : texts.check}
        </Button>
      </div>
      {checked && preview && (
        <div ref={previewTop} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
          {unplacedRows && (
            <label className="block text-sm font-medium text-slate-700">
              {unplacedLabel}
              <select
                className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
                value={String(unplaced)}
                onChange={(event) =>
                  setUnplaced(event.target.value === 'new' ? 'new' : Number(event.target.value))
                }
                data-testid="rab-import-unplaced"
              >
                {draft.divisions.map((division, index) => (
                  <option key={index} value={index}>
                    {division.code}. {division.name}
                  </option>
                ))}
                <option value="new">{texts.unplacedNew(RAB_UNPLACED_DIVISION)}</option>
              </select>
            </label>
          )}
          {preview.matched > 0 && <ImportLinesPriceChoice value={prices} onChange={setPrices} />}
          <ImportLinesPreview
            preview={preview}
            reading={checked.reading}
            summaryRef={summary}
            onNameChoice={(lines, choice) =>
              setNames((chosen) => new Map([...chosen, ...lines.map((line) => [line, choice] as const)]))
            }
          />
          <Button
            className="w-full sm:w-auto"
            // A division filled past its limit could not be saved: nothing is added (the preview says why).
            disabled={preview.count === 0 || preview.overfull.length > 0}
            onClick={() => onApply(importedDraft(draft, preview), preview.count)}
            data-testid="rab-import-confirm"
          >
            {texts.confirm(preview.count)}
          </Button>
        </div>
      )}
    </ModalPanel>
  );
}
