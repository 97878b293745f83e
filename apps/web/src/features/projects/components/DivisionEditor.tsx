import { formatRupiah, formatVolume, readVolume, type PricedDivision } from '@kalkulator/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { Card } from '../../../components/ui/Card';
import { moved, type DraftDivision, type DraftItem } from '../draft';
import { projectTexts } from '../texts';
import { AddItem } from './AddItem';
import { VolumeField } from './VolumeField';

const input =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-500';
const small = 'min-h-11 min-w-11 px-2';

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
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  className?: string;
  /** Its height where the browser cannot size a field by its content (Firefox, older Safari). */
  rows?: number;
  invalid?: boolean;
}) {
  return (
    <textarea
      className={`${input} resize-none py-2.5 [field-sizing:content] ${className}`}
      rows={rows}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event) => onChange(event.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
      data-testid={testId}
    />
  );
}

/** ↑ and ↓ of a line or a division, named for screen readers ("Naikkan bagian PEKERJAAN TANAH"). */
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
  return (
    <>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Naikkan ${what}`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Turunkan ${what}`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
    </>
  );
}

function ItemRow({
  item,
  priced,
  index,
  count,
  divisions,
  divisionIndex,
  error,
  onChange,
  onMove,
  onMoveTo,
  onRemove,
}: {
  item: DraftItem;
  priced: PricedDivision['items'][number] | undefined;
  index: number;
  count: number;
  divisions: DraftDivision[];
  divisionIndex: number;
  /** What the account refuses in the line as typed (an amount past Rp 9 kuadriliun), shown under its volume. */
  error?: string;
  onChange(item: DraftItem): void;
  onMove(step: -1 | 1): void;
  onMoveTo(division: number): void;
  onRemove(): void;
}) {
  const volume = readVolume(item.volumeText);
  const problem = volume.ok ? error : volume.msg;
  const worked = volume.ok && volume.text ? `= ${formatVolume(volume.value)}` : projectTexts.volumeHint;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-12 sm:items-start" data-testid="project-item">
      <div className="sm:col-span-4">
        <LineText
          label={`Uraian item ${index + 1}`}
          value={item.description}
          onChange={(description) => onChange({ ...item, description })}
          testId="project-item-description"
          rows={2}
        />
        <p className="mt-1 text-xs text-slate-500">
          {item.priceSource === 'free'
            ? 'Item bebas'
            : item.priceSource === 'calculation'
              ? 'Harga dari kalkulasi'
              : 'Harga satuan AHSP'}{' '}
          · F {priced ? formatRupiah(priced.unit_price.F) : '—'}/{item.unit}
        </p>
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
            onChange={(volumeText) => onChange({ ...item, volumeText })}
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
        {priced ? formatRupiah(priced.amount) : '—'}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-1 sm:col-span-3">
        <MoveButtons what={item.description} first={index === 0} last={index === count - 1} onMove={onMove} />
        {divisions.length > 1 && (
          <select
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-2 text-sm"
            aria-label={`Pindahkan ${item.description} ke bagian`}
            value={divisionIndex}
            onChange={(event) => onMoveTo(Number(event.target.value))}
            data-testid="project-item-move"
          >
            {divisions.map((division, at) => (
              <option key={division.code} value={at}>
                {division.code}
              </option>
            ))}
          </select>
        )}
        <Button
          variant="ghost"
          className={`${small} text-red-700!`}
          aria-label={`Hapus ${item.description}`}
          onClick={onRemove}
        >
          ✕
        </Button>
      </div>
    </li>
  );
}

/** One division: its code and name, its lines (a row each on a wide screen, a card on a phone) and its total. */
export function DivisionEditor({
  division,
  priced,
  index,
  divisions,
  onChange,
  onMove,
  onRemove,
  onMoveItem,
  bookId = null,
  errors = {},
}: {
  division: DraftDivision;
  /** The project's errors (param → message); this division's code and name are shown under them. */
  errors?: Record<string, string>;
  bookId?: number | null;
  priced: PricedDivision | undefined;
  index: number;
  divisions: DraftDivision[];
  onChange(division: DraftDivision): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
  onMoveItem(item: number, toDivision: number): void;
}) {
  const setItems = (items: DraftItem[]) => onChange({ ...division, items });
  // A division with lines goes only when the user says so: one tap on ✕ could take a whole RAB section.
  const [removing, setRemoving] = useState(false);
  const codeError = errors[`divisions.${index}.code`];
  const nameError = errors[`divisions.${index}.name`];
  const noteId = `division-note-${index}`;
  return (
    <Card className="p-4 sm:p-5" data-testid="project-division">
      <div className="flex flex-wrap items-center gap-2">
        <input
          className={`${input} w-16!`}
          aria-label={`Kode bagian ${index + 1}`}
          aria-invalid={Boolean(codeError)}
          aria-describedby={codeError || nameError ? noteId : undefined}
          value={division.code}
          onChange={(event) => onChange({ ...division, code: event.target.value.toUpperCase() })}
        />
        {/* At least 12rem: on a phone the buttons wrap under the name instead of squeezing it to a few letters. */}
        <LineText
          className="min-w-48 flex-1 font-semibold"
          label={`Nama bagian ${index + 1}`}
          value={division.name}
          onChange={(name) => onChange({ ...division, name })}
          testId="project-division-name"
          invalid={Boolean(nameError)}
        />
        {/* The buttons wrap together, under the name on a phone. */}
        <div className="ml-auto flex items-center gap-2">
          <MoveButtons
            what={`bagian ${division.name}`}
            first={index === 0}
            last={index === divisions.length - 1}
            onMove={onMove}
          />
          <Button
            variant="ghost"
            className={`${small} text-red-700!`}
            aria-label={`Hapus bagian ${division.name}`}
            onClick={() => (division.items.length > 0 ? setRemoving(true) : onRemove())}
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
        <ul className="divide-y divide-slate-100">
          {division.items.map((item, at) => (
            <ItemRow
              key={item.id}
              item={item}
              priced={priced?.items[at]}
              index={at}
              count={division.items.length}
              divisions={divisions}
              divisionIndex={index}
              error={errors[`divisions.${index}.items.${at}.volume`]}
              onChange={(next) => setItems(division.items.map((other, i) => (i === at ? next : other)))}
              onMove={(step) => setItems(moved(division.items, at, step))}
              onMoveTo={(target) => onMoveItem(at, target)}
              onRemove={() => setItems(division.items.filter((_, i) => i !== at))}
            />
          ))}
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
            onRemove();
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
        divisionCode={division.code}
        bookId={bookId}
        onAdd={(item) => setItems([...division.items, item])}
      />
    </Card>
  );
}
