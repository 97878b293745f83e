// What an import reads: a CSV or text file, or an Excel workbook.
const IMPORT_FILE_TYPES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The file picker of an import ("Impor baris RAB", a price book's list): each picked file goes to `onPick` and the
 * input is emptied, so the same file picked again after fixing it in Excel is read again (a browser reports a pick
 * only when it changes what the input holds).
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
  return (
    <label className={`block text-sm font-medium text-slate-700 ${className}`}>
      <span>{label}</span>
      <input
        type="file"
        accept={IMPORT_FILE_TYPES}
        className="mt-1 block w-full text-sm"
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}
