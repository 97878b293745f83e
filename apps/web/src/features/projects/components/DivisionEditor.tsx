import {
  formatRupiah,
  formatVolume,
  QUANTITY_DECIMALS,
  type BrickType,
  type PricedDivision,
} from '@kalkulator/core';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, buttonClass } from '../../../components/ui/Button';
import toast from '../../../lib/toast';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { offerUndo } from './undo-toast';
import { Card } from '../../../components/ui/Card';
import { moved, readTypedVolume, type DraftDivision, type DraftItem } from '../draft';
import { projectTexts } from '../texts';
import { AddItem } from './AddItem';
import { BrickTypeField, changeBrick } from './BrickTypeField';
import { VolumeField } from './VolumeField';

const input =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-500';
const small = 'min-h-11 min-w-11 px-2';
/** A large project's line off screen (LARGE_PROJECT_LINES), about as tall as it is drawn. */
const offScreenSkipped =
  '[contain-intrinsic-size:auto_200px] [content-visibility:auto] focus-within:[content-visibility:visible] sm:[contain-intrinsic-size:auto_96px]';
/** A number typed with more decimals than a volume is kept and priced with (QUANTITY_DECIMALS). */
const MORE_DECIMALS_THAN_KEPT = new RegExp(`[.,]\\d{${QUANTITY_DECIMALS + 1},}\\s*$`);

/**
 * A project of more lines than this leaves its lines off screen (and its schedule rows) to the browser to skip,
 * neither laid out nor painted (`content-visibility: auto`): typing in a 1 000-line RAB takes about 40 ms a key
 * instead of 140. But Chromium leaves those lines out of the accessibility tree too (ignored, not rendered), so a
 * screen reader cannot browse the lines below the fold: an ordinary RAB, which types quickly without it, is whole.
 */
export const LARGE_PROJECT_LINES = 150;

/**
 * A one-line text that grows with its words instead of cutting them: a job's name ("Beton mutu fc′ 19,3 MPa
 * (K-225), aduk manual") or a division's ("PEKERJAAN PERSIAPAN DAN PEMBERSIHAN LAHAN") is read whole, on a phone
 * too. One line all the same: Enter adds none, a pasted line break becomes a space.
 */
function LineText({
  label,
  value,
  onChange,
  testId,
  className = '',
  rows = 1,
  invalid = false,
  describedBy,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  className?: string;
  /** Its height where the browser cannot size a field by its content (Firefox, older Safari). */
  rows?: number;
  invalid?: boolean;
  /** The id of what is said about it (what is wrong with it). */
  describedBy?: string;
}) {
  return (
    <textarea
      className={`${input} resize-none py-2.5 [field-sizing:content] ${className}`}
      rows={rows}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event) => onChange(event.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
      data-testid={testId}
    />
  );
}

/**
 * ↑ and ↓ of a line or a division, named for screen readers ("Naikkan bagian PEKERJAAN TANAH"). The focus moves
 * with the line: it stays on the button pressed in the new place, or goes to the other one when the line reached the
 * top or the bottom (the pressed button is then disabled, and a disabled button drops the focus to the page).
 */
function MoveButtons({
  what,
  first,
  last,
  onMove,
}: {
  what: string;
  first: boolean;
  last: boolean;
  onMove(step: -1 | 1): void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  function move(step: -1 | 1) {
    // Drawn in its new place at once, so the buttons' state there is known.
    flushSync(() => onMove(step));
    const [pressed, other] = step === -1 ? [up.current, down.current] : [down.current, up.current];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }
  return (
    <>
      <button
        ref={up}
        type="button"
        className={buttonClass('ghost', small)}
        aria-label={`Naikkan ${what}`}
        disabled={first}
        onClick={() => move(-1)}
      >
        ↑
      </button>
      <button
        ref={down}
        type="button"
        className={buttonClass('ghost', small)}
        aria-label={`Turunkan ${what}`}
        disabled={last}
        onClick={() => move(1)}
      >
        ↓
      </button>
    </>
  );
}

/**
 * What a division and its lines change the project with: stable for the editor's life, each reading the project as
 * it stands when called, so a line or division that did not change is not drawn again on each keystroke (a RAB of
 * 2 000 lines types as quickly as one of 20).
 */
export interface DivisionActions {
  change(division: number, change: (division: DraftDivision) => DraftDivision): void;
  move(division: number, step: -1 | 1): void;
  remove(division: number): void;
  moveItem(division: number, item: number, toDivision: number): void;
  /**
   * Every line drawn now, where a large project's are still being drawn a few at a time after opening: a line put
   * back or moved takes the focus where it lands, so it must be on screen.
   */
  drawAll?(): void;
}

/** The line's items changed by `change`, in the division at `index`. */
function changeItems(actions: DivisionActions, index: number, change: (items: DraftItem[]) => DraftItem[]) {
  actions.change(index, (division) => ({ ...division, items: change(division.items) }));
}

/** Where a division stands now: its index changes as divisions move, and an undo pressed later needs it. */
interface DivisionPlace {
  index: number;
}

/**
 * What each editor (known by its `actions`) has on screen: its divisions, where an undo finds whether its line's
 * division is still there, and the undos it offers, taken back when it has no division left (closed, drawn anew
 * after Simpan, or every division removed): an "Urungkan" that can put nothing back is not left on screen.
 */
const editors = new WeakMap<
  DivisionActions,
  { divisions: Set<DivisionPlace>; undos: Set<string>; removed: Map<string, RemovedLine> }
>();

function editorOf(actions: DivisionActions) {
  const editor = editors.get(actions) ?? {
    divisions: new Set<DivisionPlace>(),
    undos: new Set<string>(),
    // Each line removed, by its id, as its removal saw its neighbours: where another line goes back beside it.
    removed: new Map<string, RemovedLine>(),
  };
  editors.set(actions, editor);
  return editor;
}

/** A line taken out of its division: what puts it back where it was. */
interface RemovedLine {
  line: DraftItem;
  at: number;
  /**
   * The lines that were above it, the nearest first, and those below, the nearest first: the nearest still there
   * says where it goes back, though its own neighbour may have been removed too and not put back yet.
   */
  above: string[];
  below: string[];
}

const removeButtonId = (id: string) => `project-item-remove-${id}`;

/**
 * A division as a line's "Pindahkan" field offers it: "B. PEKERJAAN DINDING" (code and name, trimmed), not a bare
 * "B" that says nothing on a phone; "Bagian 2" while both are empty.
 */
export function divisionLabel(division: { code: string; name: string }, index: number): string {
  return [division.code.trim(), division.name.trim()].filter(Boolean).join('. ') || `Bagian ${index + 1}`;
}

/** A line as its buttons name it for a screen reader: "item 3: Galian tanah", as its fields are ("Uraian item 3"). */
function lineLabel(description: string, index: number): string {
  const name = description.trim();
  return name ? `item ${index + 1}: ${name}` : `item ${index + 1}`;
}

const moveFieldId = (id: string) => `project-item-move-${id}`;

/** Whether the line `id` stood above the removed one, as either's removal saw it; undefined when neither knows. */
function stoodAbove(id: string, removed: RemovedLine, known: ReadonlyMap<string, RemovedLine>) {
  if (removed.above.includes(id)) return true;
  if (removed.below.includes(id)) return false;
  // Removed before this one and put back since: its own removal saw this line.
  const other = known.get(id);
  if (other?.below.includes(removed.line.id)) return true;
  if (other?.above.includes(removed.line.id)) return false;
  return undefined;
}

/**
 * `items` with the removed line back: after the nearest line that was above it and is still there, else before the
 * nearest that was below it, else at its old place; past the lines put back meanwhile that stood on that side of it.
 * Lines removed one after the other and put back in any order come back in their own order.
 */
function withLineBack(
  items: DraftItem[],
  removed: RemovedLine,
  known: ReadonlyMap<string, RemovedLine>,
): DraftItem[] {
  const { line, at, above, below } = removed;
  if (items.some((other) => other.id === line.id)) return items;
  const where = new Map(items.map((other, index) => [other.id, index]));
  const upper = above.find((id) => where.has(id));
  const lower = below.find((id) => where.has(id));
  let place: number;
  if (upper !== undefined || lower === undefined) {
    place = upper !== undefined ? where.get(upper)! + 1 : above.length === 0 ? 0 : Math.min(at, items.length);
    while (place < items.length && stoodAbove(items[place]!.id, removed, known) === true) place += 1;
  } else {
    place = where.get(lower)!;
    while (place > 0 && stoodAbove(items[place - 1]!.id, removed, known) === false) place -= 1;
  }
  return [...items.slice(0, place), line, ...items.slice(place)];
}

/**
 * "Urungkan": the line back in its division as it stands now (moved or edited since), or at the end of the first
 * division when its own was removed meanwhile; the focus on the line's ✕, where it was before the removal.
 */
function restoreLine(actions: DivisionActions, place: DivisionPlace, removed: RemovedLine) {
  const { divisions, removed: known } = editorOf(actions);
  const name = removed.line.description;
  if (divisions.has(place)) {
    flushSync(() => {
      actions.drawAll?.();
      changeItems(actions, place.index, (items) => withLineBack(items, removed, known));
    });
  } else {
    const first: { code?: string } = {};
    if (divisions.size > 0)
      flushSync(() => {
        actions.drawAll?.();
        actions.change(0, (division) => {
          first.code = division.code;
          const items = division.items.filter((other) => other.id !== removed.line.id);
          return { ...division, items: [...items, removed.line] };
        });
      });
    if (first.code === undefined) return void toast.error(projectTexts.itemNotRestored(name));
    toast(projectTexts.itemRestoredElsewhere(name, first.code));
  }
  document.getElementById(removeButtonId(removed.line.id))?.focus();
}

/** "Item Galian dihapus" with "Urungkan": a mis-tap on ✕ on a phone loses neither the line nor its volume working. */
function offerLineUndo(actions: DivisionActions, place: DivisionPlace, removed: RemovedLine) {
  offerUndo({
    id: `project-item-removed-${removed.line.id}`,
    message: projectTexts.itemRemoved(removed.line.description),
    testId: 'project-item-removed',
    undoTestId: 'project-item-undo',
    pending: editorOf(actions).undos,
    onUndo: () => restoreLine(actions, place, removed),
  });
}

/**
 * The line `id` taken out of the division at `place`, with an undo offered; the focus goes to the next line's ✕ (the
 * previous one's after the last line, the division's search field when none is left) instead of the page.
 */
function removeLine(actions: DivisionActions, place: DivisionPlace, id: string, emptyFocus: string) {
  const found: { removed?: RemovedLine; next?: string } = {};
  flushSync(() =>
    actions.change(place.index, (division) => {
      const at = division.items.findIndex((line) => line.id === id);
      if (at < 0) return division;
      const ids = division.items.map((line) => line.id);
      found.removed = {
        line: division.items[at]!,
        at,
        above: ids.slice(0, at).reverse(),
        below: ids.slice(at + 1),
      };
      found.next = (division.items[at + 1] ?? division.items[at - 1])?.id;
      return { ...division, items: division.items.filter((_, other) => other !== at) };
    }),
  );
  if (!found.removed) return;
  editorOf(actions).removed.set(id, found.removed);
  document.getElementById(found.next ? removeButtonId(found.next) : emptyFocus)?.focus();
  offerLineUndo(actions, place, found.removed);
}

/**
 * The division at `index` taken out; the focus goes to the next division's ✕ (the previous one's after the last
 * division, "+ Tambah bagian" when none is left) instead of the page: its ✕, or the dialog that asked, goes with it.
 * A button, not the division's name: on a phone a focused text field pops the keyboard up unasked.
 * The divisions are found on screen, beside the removed one's card (`cardId`): a division knows no other.
 */
function removeDivision(actions: DivisionActions, index: number, cardId: string) {
  const editor = document.getElementById(cardId)?.parentElement;
  flushSync(() => actions.remove(index));
  if (!editor) return;
  const cards = editor.querySelectorAll('[data-testid="project-division"]');
  const neighbour = cards[index] ?? cards[index - 1];
  const target = neighbour
    ? neighbour.querySelector('[data-testid="project-division-remove"]')
    : editor.querySelector('[data-testid="project-add-division"]');
  if (target instanceof HTMLElement) target.focus();
}

/**
 * The line `line` (at `at` in the division `from`) moved to the end of the division `to`, whose code is `code`: the
 * focus follows it to its "Pindahkan" field there, brought into sight, instead of dropping to the page as the line
 * leaves the place the user looked at; a polite toast says where it went.
 */
function moveLine(
  actions: DivisionActions,
  { from, at, to }: { from: number; at: number; to: number },
  line: DraftItem,
  code: string,
) {
  if (from === to) return;
  flushSync(() => {
    actions.drawAll?.();
    actions.moveItem(from, at, to);
  });
  const target =
    document.getElementById(moveFieldId(line.id)) ?? document.getElementById(removeButtonId(line.id));
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  toast(projectTexts.itemMoved(line.description, code));
}

/**
 * The line `id` changed as it stands now: in the division at `place`, else wherever it went meanwhile (moved to
 * another division while its new price loaded). The line before the change, or undefined when it was removed.
 */
function changeLine(
  actions: DivisionActions,
  place: DivisionPlace,
  id: string,
  change: (line: DraftItem) => DraftItem,
): DraftItem | undefined {
  const found: { line?: DraftItem } = {};
  const onScreen = editorOf(actions).divisions;
  const places = onScreen.has(place)
    ? [place, ...[...onScreen].filter((other) => other !== place)]
    : onScreen;
  for (const where of places) {
    actions.change(where.index, (division) => {
      const at = division.items.findIndex((line) => line.id === id);
      if (at < 0) return division;
      found.line = division.items[at]!;
      return {
        ...division,
        items: division.items.map((line, other) => (other === at ? change(line) : line)),
      };
    });
    if (found.line) break;
  }
  return found.line;
}

/** One line, drawn again only when it, its figures, its place or the division codes change (memo). */
const ItemRow = memo(function ItemRow({
  item,
  amount,
  unitPrice,
  index,
  count,
  codes,
  labels,
  divisionIndex,
  error,
  actions,
  bookId,
  onRemove,
  onBrickChange,
  skipOffScreen,
}: {
  item: DraftItem;
  /** The line's Jumlah harga and harga satuan (F), undefined while the project's settings are wrong. */
  amount: number | undefined;
  unitPrice: number | undefined;
  index: number;
  count: number;
  /** Every division's code, in order: where the line can be moved to. */
  codes: readonly string[];
  /** Every division as its move field offers it (divisionLabel), in order; the codes while it is of another list. */
  labels?: readonly string[];
  divisionIndex: number;
  /** What the account refuses in the line as typed (an amount past Rp 9 kuadriliun), shown under its volume. */
  error?: string;
  actions: DivisionActions;
  /** The project's price book: a wall line's other brick is priced with it. */
  bookId: number | null;
  /** Takes the line out (with an undo): the same function for the division's life, so no line is drawn again. */
  onRemove(id: string): void;
  /** Re-prices a wall line with another brick (the same function for the division's life, as `onRemove`). */
  onBrickChange(line: DraftItem, brick: BrickType, bookId: number | null): Promise<void>;
  /** Left to the browser to skip while off screen: the project is large (LARGE_PROJECT_LINES). */
  skipOffScreen: boolean;
}) {
  const change = (next: (item: DraftItem) => DraftItem) =>
    changeItems(actions, divisionIndex, (items) =>
      items.map((other, at) => (at === index ? next(other) : other)),
    );
  // The line as its buttons name it: its place too, so a job added twice has two "Hapus" told apart.
  const named = lineLabel(item.description, index);
  const volume = readTypedVolume(item.volumeText);
  const problem = volume.ok ? error : volume.msg;
  // An expression's value, and a plain number typed with more decimals than a volume keeps ("2,345678" is priced as
  // 2,3457): what the line is priced from, shown while typed, not only after a reload.
  const worked =
    volume.ok && (volume.text || MORE_DECIMALS_THAN_KEPT.test(item.volumeText))
      ? `= ${formatVolume(volume.value)}`
      : projectTexts.volumeHint;
  return (
    <li
      // In a large project, off screen, the browser skips the line's layout and paint: a keystroke in a RAB of a
      // thousand lines lays out what is in sight (a 1 000-line project typed 4 × slower without); in a smaller one
      // the lines stay whole for screen readers (LARGE_PROJECT_LINES). With the focus inside the line is drawn
      // whole, so the operator row over a focused volume is not cut off at its edge.
      className={`grid gap-2 py-3 sm:grid-cols-12 sm:items-start ${skipOffScreen ? offScreenSkipped : ''}`}
      data-testid="project-item"
    >
      <div className="sm:col-span-4">
        <LineText
          label={`Uraian item ${index + 1}`}
          value={item.description}
          onChange={(description) => change((line) => ({ ...line, description }))}
          testId="project-item-description"
          rows={2}
        />
        <p className="mt-1 text-xs text-slate-500">
          {item.priceSource === 'free'
            ? 'Item bebas'
            : item.priceSource === 'calculation'
              ? 'Harga dari kalkulasi'
              : 'Harga satuan AHSP'}{' '}
          · F {unitPrice !== undefined ? formatRupiah(unitPrice) : '—'}/{item.unit}
        </p>
        {/* A wall of a known brick; one added before brick types is left as it is (its job type is not at hand). */}
        {item.brickType && item.job_type_id !== null && (
          <BrickTypeField
            id={`brick-${item.id}`}
            position={index + 1}
            value={item.brickType}
            onChange={(brick) => onBrickChange(item, brick, bookId)}
          />
        )}
      </div>
      <div className="sm:col-span-3">
        <label className="sr-only" htmlFor={`volume-${item.id}`}>
          Volume item {index + 1} ({item.unit})
        </label>
        <div className="flex items-start gap-2">
          <VolumeField
            id={`volume-${item.id}`}
            className={input}
            value={item.volumeText}
            invalid={Boolean(problem)}
            describedBy={`volume-note-${item.id}`}
            onChange={(volumeText) => change((line) => ({ ...line, volumeText }))}
            testId="project-item-volume"
          />
          <span className="shrink-0 pt-3 text-sm text-slate-600">{item.unit}</span>
        </div>
        <p
          id={`volume-note-${item.id}`}
          className={`mt-1 text-xs ${problem ? 'text-red-700' : 'text-slate-500'}`}
        >
          {problem ?? worked}
        </p>
      </div>
      <p
        className="text-right font-semibold tabular-nums sm:col-span-2 sm:pt-3"
        data-testid="project-item-amount"
      >
        {amount !== undefined ? formatRupiah(amount) : '—'}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-1 sm:col-span-3">
        <MoveButtons
          what={named}
          first={index === 0}
          last={index === count - 1}
          onMove={(step) => changeItems(actions, divisionIndex, (items) => moved(items, index, step))}
        />
        <Button
          variant="ghost"
          className={`${small} text-red-700!`}
          id={removeButtonId(item.id)}
          aria-label={`Hapus ${named}`}
          onClick={() => onRemove(item.id)}
          data-testid="project-item-remove"
        >
          ✕
        </Button>
        {codes.length > 1 && (
          // A row of its own under ↑ ↓ ✕; from 640 px, where the line's actions get a quarter of its width, the
          // field under its label and as wide as that quarter: beside them it was squeezed to a few pixels.
          <div
            className="flex w-full min-w-0 items-center justify-end gap-1.5 sm:flex-col sm:items-stretch sm:gap-1"
            data-testid="project-item-move-box"
          >
            {/* Seen as "Pindahkan ke bagian"; read as "Pindahkan item 2: Galian tanah ke bagian", in the order seen. */}
            <label htmlFor={moveFieldId(item.id)} className="shrink-0 text-xs text-slate-600">
              Pindahkan <span className="sr-only">{named}</span> ke bagian
            </label>
            <select
              className="min-h-11 min-w-0 max-w-44 rounded-xl border border-slate-300 bg-white px-2 text-sm sm:w-full sm:max-w-none"
              id={moveFieldId(item.id)}
              value={divisionIndex}
              onChange={(event) => {
                const to = Number(event.target.value);
                moveLine(actions, { from: divisionIndex, at: index, to }, item, codes[to] ?? '');
              }}
              data-testid="project-item-move"
            >
              {codes.map((code, at) => (
                <option key={`${at}-${code}`} value={at}>
                  {labels?.length === codes.length ? labels[at] : code}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </li>
  );
});

/** The same figures for every line (the priced division is new on each re-total, its figures mostly not). */
function samePriced(a: PricedDivision | undefined, b: PricedDivision | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.total !== b.total || a.items.length !== b.items.length) return false;
  return a.items.every(
    (item, at) => item.amount === b.items[at]!.amount && item.unit_price.F === b.items[at]!.unit_price.F,
  );
}

/** The project's errors that this division shows (its code, name and lines' volumes) are the same. */
function sameErrors(a: Record<string, string>, b: Record<string, string>, index: number): boolean {
  if (a === b) return true;
  const prefix = `divisions.${index}.`;
  const mine = (errors: Record<string, string>) =>
    Object.entries(errors).filter(([param]) => param.startsWith(prefix));
  const before = mine(a);
  const after = mine(b);
  return before.length === after.length && before.every(([param, msg]) => b[param] === msg);
}

type DivisionEditorProps = Parameters<typeof DivisionEditorCard>[0];

/** One division: its code and name, its lines (a row each on a wide screen, a card on a phone) and its total. */
function DivisionEditorCard({
  division,
  priced,
  index,
  codes,
  labels,
  actions,
  bookId = null,
  errors = {},
  drawn,
  large = false,
}: {
  division: DraftDivision;
  /**
   * How many of its lines are drawn yet, the first ones; all when absent. A large project's lines are drawn a few at
   * a time after it opens, so its first lines can be read and typed into at once.
   */
  drawn?: number;
  /** The project has more than LARGE_PROJECT_LINES lines: its lines off screen are left to the browser to skip. */
  large?: boolean;
  /** The project's errors (param → message); this division's code and name are shown under them. */
  errors?: Record<string, string>;
  bookId?: number | null;
  priced: PricedDivision | undefined;
  index: number;
  /** Every division's code, in order. */
  codes: readonly string[];
  /** Every division as a line's move field offers it ("B. PEKERJAAN DINDING"), in order. */
  labels?: readonly string[];
  actions: DivisionActions;
}) {
  const onChange = (next: (division: DraftDivision) => DraftDivision) => actions.change(index, next);
  const waiting = drawn === undefined ? 0 : Math.max(0, division.items.length - drawn);
  // A division with lines goes only when the user says so: one tap on ✕ could take a whole RAB section.
  const [removing, setRemoving] = useState(false);
  const codeError = errors[`divisions.${index}.code`];
  const nameError = errors[`divisions.${index}.name`];
  const noteId = `division-note-${index}`;
  const searchId = useId();
  const cardId = useId();
  // Where this division is, kept current for a line's undo pressed after a move; listed while it is on screen.
  const place = useRef<DivisionPlace>({ index });
  useEffect(() => {
    place.current.index = index;
  });
  useEffect(() => {
    const here = place.current;
    const editor = editorOf(actions);
    editor.divisions.add(here);
    return () => {
      editor.divisions.delete(here);
      if (editor.divisions.size > 0) return;
      for (const undo of editor.undos) toast.dismiss(undo);
      editor.undos.clear();
      editor.removed.clear();
    };
  }, [actions]);
  const onRemoveLine = useCallback(
    (id: string) => removeLine(actions, place.current, id, searchId),
    [actions, searchId],
  );
  const onBrickChange = useCallback(
    (line: DraftItem, brick: BrickType, book: number | null) =>
      changeBrick(line, brick, book, (id, change) => changeLine(actions, place.current, id, change)),
    [actions],
  );
  return (
    <Card id={cardId} className="p-4 sm:p-5" data-testid="project-division">
      <div className="flex flex-wrap items-center gap-2">
        <input
          className={`${input} w-16!`}
          aria-label={`Kode bagian ${index + 1}`}
          aria-invalid={Boolean(codeError)}
          aria-describedby={codeError || nameError ? noteId : undefined}
          value={division.code}
          onChange={(event) => {
            const code = event.target.value.toUpperCase();
            onChange((current) => ({ ...current, code }));
          }}
        />
        {/* At least 12rem: on a phone the buttons wrap under the name instead of squeezing it to a few letters. */}
        <LineText
          className="min-w-48 flex-1 font-semibold"
          label={`Nama bagian ${index + 1}`}
          value={division.name}
          onChange={(name) => onChange((current) => ({ ...current, name }))}
          testId="project-division-name"
          invalid={Boolean(nameError)}
          describedBy={codeError || nameError ? noteId : undefined}
        />
        {/* The buttons wrap together, under the name on a phone. */}
        <div className="ml-auto flex items-center gap-2">
          <MoveButtons
            what={`bagian ${division.name}`}
            first={index === 0}
            last={index === codes.length - 1}
            onMove={(step) => actions.move(index, step)}
          />
          <Button
            variant="ghost"
            className={`${small} text-red-700!`}
            aria-label={`Hapus bagian ${division.name}`}
            onClick={() =>
              division.items.length > 0 ? setRemoving(true) : removeDivision(actions, index, cardId)
            }
            data-testid="project-division-remove"
          >
            ✕
          </Button>
        </div>
      </div>
      {(codeError || nameError) && (
        <p
          id={noteId}
          role="alert"
          className="mt-1 text-sm text-red-700"
          data-testid="project-division-error"
        >
          {[codeError, nameError].filter(Boolean).join('. ')}
        </p>
      )}
      {division.items.length === 0 ? (
        <p className="py-3 text-sm text-slate-500">Belum ada item di bagian ini.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={waiting > 0 || undefined}>
          {(waiting > 0 ? division.items.slice(0, drawn) : division.items).map((item, at) => (
            <ItemRow
              key={item.id}
              item={item}
              amount={priced?.items[at]?.amount}
              unitPrice={priced?.items[at]?.unit_price.F}
              index={at}
              count={division.items.length}
              codes={codes}
              labels={labels}
              divisionIndex={index}
              error={errors[`divisions.${index}.items.${at}.volume`]}
              actions={actions}
              bookId={bookId}
              onRemove={onRemoveLine}
              onBrickChange={onBrickChange}
              skipOffScreen={large}
            />
          ))}
          {waiting > 0 && (
            // Where the lines not drawn yet come, about as tall: the page does not jump as they arrive.
            <li
              aria-hidden="true"
              className="py-3"
              style={{ height: `${Math.min(waiting, 20) * 6}rem` }}
              data-testid="project-items-drawing"
            >
              <div className="h-full rounded-xl bg-slate-100" />
            </li>
          )}
        </ul>
      )}
      <p
        className="flex justify-between border-t border-slate-200 pt-2 text-sm font-bold"
        data-testid="project-division-total"
      >
        <span>Jumlah bagian {division.code}</span>
        <span className="tabular-nums">{priced ? formatRupiah(priced.total) : '—'}</span>
      </p>
      {removing && (
        <ConfirmDialog
          title={`Hapus bagian ${division.code}`}
          confirmLabel="Hapus bagian"
          onClose={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false);
            removeDivision(actions, index, cardId);
          }}
        >
          {projectTexts.removeDivision(
            `${division.code}. ${division.name}`,
            division.items.length,
            priced ? formatRupiah(priced.total) : '—',
          )}
        </ConfirmDialog>
      )}
      <AddItem
        searchId={searchId}
        divisionCode={division.code}
        bookId={bookId}
        onAdd={(item) => changeItems(actions, index, (items) => [...items, item])}
      />
    </Card>
  );
}

/**
 * A division, drawn again only when it, its figures, its place, the codes, labels or its own errors change: typing in one
 * line of a large RAB re-draws that division alone.
 */
export const DivisionEditor = memo(
  DivisionEditorCard,
  (before: DivisionEditorProps, after: DivisionEditorProps) =>
    before.division === after.division &&
    before.index === after.index &&
    before.codes === after.codes &&
    before.labels === after.labels &&
    before.actions === after.actions &&
    before.drawn === after.drawn &&
    (before.large ?? false) === (after.large ?? false) &&
    (before.bookId ?? null) === (after.bookId ?? null) &&
    samePriced(before.priced, after.priced) &&
    sameErrors(before.errors ?? {}, after.errors ?? {}, after.index),
);
