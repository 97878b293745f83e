import { Button } from '../../../components/ui/Button';
import { usableFilePrice, type RabNameChoice, type RabNameConflict } from '../import-lines';
import { rabImportTexts as texts } from '../texts';

/** The warning mark beside a line whose code matched a job type of another work, with why. */
export function NameConflictMark({ message }: { message: string }) {
  return (
    <span className="block text-xs font-medium text-amber-800" data-testid="rab-import-name-mark">
      <span aria-hidden="true">⚠ </span>
      {message}
    </span>
  );
}

/**
 * The rows whose code matched a job type of another work: what each becomes, the catalogue's line or the file's
 * own (by default), chosen line by line or for all at once.
 */
export function ImportLinesNameConflicts({
  conflicts,
  onChoose,
}: {
  conflicts: readonly RabNameConflict[];
  onChoose(lines: number[], choice: RabNameChoice): void;
}) {
  const all = conflicts.map((conflict) => conflict.row.line);
  return (
    <section
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
      aria-labelledby="rab-import-name-conflicts-title"
      data-testid="rab-import-name-conflicts"
    >
      <h3 id="rab-import-name-conflicts-title" className="font-semibold text-amber-900">
        <span aria-hidden="true">⚠ </span>
        {texts.nameConflictTitle(conflicts.length)}
      </h3>
      <p className="text-slate-700">{texts.nameConflictHint}</p>
      {conflicts.length > 1 && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={() => onChoose(all, 'catalogue')}
            data-testid="rab-import-names-catalogue"
          >
            {texts.nameAllCatalogue}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onChoose(all, 'file')}
            data-testid="rab-import-names-file"
          >
            {texts.nameAllFile}
          </Button>
        </div>
      )}
      <ul className="space-y-2">
        {conflicts.map(({ row, message, choice }) => (
          <li key={row.line} className="min-w-0 break-words" data-testid="rab-import-name-conflict">
            <p className="text-amber-900">
              <span aria-hidden="true">⚠ </span>
              Baris {row.line}: {message}
            </p>
            <label className="mt-1 block text-xs font-medium text-slate-700">
              {texts.nameChoiceLabel(row.line)}
              <select
                className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
                value={choice}
                onChange={(event) => onChoose([row.line], event.target.value as RabNameChoice)}
                data-testid="rab-import-name-choice"
              >
                <option value="file">
                  {usableFilePrice(row) ? texts.nameChoiceFile : texts.nameChoiceLeft(row.priceProblem)}
                </option>
                {row.jobType && (
                  <option value="catalogue">
                    {texts.nameChoiceCatalogue(row.jobType.code, row.jobType.name)}
                  </option>
                )}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
