import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { rowName } from '../assignments';
import { control } from './AssignmentColumn';

/**
 * One assigned item of a job type's analysis: its name, a way to take it off, its editable coefficient and what it
 * costs per unit of work.
 */
export function AssignedRow({
  name,
  note,
  unit,
  value,
  error,
  testId,
  working,
  onValue,
  onRemove,
}: {
  name: string;
  /**
   * Beside the name: the role of a labour rate, the brick type of a material. Part of the row's accessible names
   * too, as it tells apart two rows of one material (Pasir pasang for bata merah and for batako).
   */
  note?: string | undefined;
  /** The coefficient's unit: OH, kg, jam … */
  unit: string;
  value: string;
  /** Why the coefficient cannot be saved, shown under it once a save was tried. */
  error?: string | undefined;
  testId: string;
  /** Under the coefficient: the row's price and amount (coefficient × price). */
  working?: ReactNode;
  onValue(value: string): void;
  onRemove(): void;
}) {
  const row = useRef<HTMLLIElement>(null);
  const errorId = useId();
  const label = rowName(name, note);

  // The row goes with its button, and the focus would fall out of the dialog onto the page behind it: it moves on
  // to the next row's Lepas (the previous one's at the end), or to the column's picker once no row is left.
  function remove() {
    const item = row.current;
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    const next =
      neighbour?.querySelector<HTMLElement>('[data-remove-assigned]') ??
      item?.closest('section')?.querySelector<HTMLElement>('select');
    next?.focus();
    onRemove();
  }

  return (
    <li ref={row} className="rounded-xl bg-white p-2 ring-1 ring-slate-200" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words text-sm font-medium text-slate-800">
          {name}
          {note && <span className="ml-1 text-xs text-slate-500">({note})</span>}
        </span>
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-red-700!"
          aria-label={`Lepas ${label}`}
          data-remove-assigned
          onClick={remove}
        >
          Lepas
        </Button>
      </div>
      <label className="mt-1 flex items-center gap-2 text-xs text-slate-600">
        Koefisien ({unit})
        <input
          className={`${control} min-h-9 ${error ? 'border-red-500 ring-1 ring-red-500' : ''}`}
          inputMode="decimal"
          value={value}
          aria-label={`Koefisien ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700" data-testid="assigned-error">
          {error}
        </p>
      )}
      {working}
    </li>
  );
}
