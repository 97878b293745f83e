import { useId, useState } from 'react';
import { buttonClass } from './Button';

// What an import reads: a CSV or text file, or an Excel workbook.
const IMPORT_FILE_TYPES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Said beside the picker before any file is picked (the browser's own "No file chosen" is English). */
export const NO_FILE_PICKED = 'Belum ada berkas dipilih';

/**
 * The file picker of an import ("Impor baris RAB", a price book's list): each picked file goes to `onPick` and the
 * input is emptied, so the same file picked again after fixing it in Excel is read again (a browser reports a pick
 * only when it changes what the input holds).
 *
 * The browser's control ("Choose File / No file chosen") is hidden but still the field, named by `label`: a
 * secondary button carrying `label` opens it, with the focus ring the input's keyboard focus gives it, and the name
 * of the file picked last is said beside it (the emptied input would say none).
 */
export function ImportFileField({
  label,
  testId,
  className = '',
  onPick,
}: {
  label: string;
  testId: string;
  className?: string;
  onPick(file: File): void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const statusId = useId();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <label className="relative inline-flex max-w-full">
        <input
          type="file"
          accept={IMPORT_FILE_TYPES}
          className="peer sr-only"
          aria-describedby={statusId}
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setPicked(file.name);
            onPick(file);
          }}
        />
        <span
          className={buttonClass(
            'secondary',
            'cursor-pointer text-left peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          )}
          data-testid={`${testId}-button`}
        >
          {label}
        </span>
      </label>
      <span id={statusId} className="min-w-0 break-all text-slate-600" data-testid={`${testId}-name`}>
        {picked ?? NO_FILE_PICKED}
      </span>
    </div>
  );
}
