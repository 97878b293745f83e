import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDateTime, formatQuantity, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { ResultView } from '../../calculator';
import { ExportButtons } from '../../export';
import { sourceLabel, type HistoryEntry } from '../entries';

interface HistoryItemProps {
  entry: HistoryEntry;
  onDelete(entry: HistoryEntry): Promise<unknown> | void;
  onDuplicate?(entry: HistoryEntry): void;
  onEdit?(entry: HistoryEntry): void;
  selected?: boolean;
  onSelect?(entry: HistoryEntry, selected: boolean): void;
  busy?: boolean;
}

/** One saved result: a summary row that opens to every figure, with its actions. */
export function HistoryItem({
  entry,
  onDelete,
  onDuplicate,
  onEdit,
  selected,
  onSelect,
  busy,
}: HistoryItemProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { record, source } = entry;
  const testId = String(record.id);
  const questionId = useId();
  // Every card has the same buttons: each says whose it is to a screen reader ("Hapus Plesteran, Rumah Budi, 12 m²,
  // 3 Mei 2025 10.15"). The job and project alone named three cards of one job without a project alike: the volume
  // and the time, as the card shows them, tell them apart.
  const shown = `${formatQuantity(record.volume)} ${record.job_type_unit}, ${formatDateTime(record.created_at)}`;
  const name = [record.job_type_name, record.project_name, shown].filter(Boolean).join(', ');
  // Batal takes the question away with the focus on it: the focus goes back to Hapus. So does "Ya, hapus" while the
  // delete runs (and stays there when it fails); once the card has gone, the page moves it to the next card.
  const deleteSlot = useRef<HTMLSpanElement>(null);
  const backToDelete = useRef(false);
  useEffect(() => {
    if (confirming || !backToDelete.current) return;
    backToDelete.current = false;
    deleteSlot.current?.querySelector('button')?.focus();
  }, [confirming]);

  const actions: ReactNode = (
    <>
      {onEdit && (
        <Button
          variant="secondary"
          data-testid="history-edit"
          aria-label={`Ubah ${name}`}
          onClick={() => onEdit(entry)}
        >
          Ubah
        </Button>
      )}
      {onDuplicate && (
        <Button
          variant="secondary"
          data-testid="history-duplicate"
          aria-label={`Duplikat ${name}`}
          disabled={busy}
          onClick={() => onDuplicate(entry)}
        >
          Duplikat
        </Button>
      )}
      <span ref={deleteSlot} className="contents">
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2" data-testid="history-delete-confirmation">
            <span id={questionId} className="text-sm text-slate-700">
              Hapus kalkulasi ini?
            </span>
            <Button
              variant="danger"
              data-testid="history-delete-confirm"
              aria-describedby={questionId}
              disabled={busy}
              onClick={() => {
                backToDelete.current = true;
                setConfirming(false);
                void onDelete(entry);
              }}
            >
              Ya, hapus
            </Button>
            {/* The safe choice takes the focus when the question appears, and reads it out with its name. */}
            <Button
              variant="ghost"
              autoFocus
              aria-describedby={questionId}
              onClick={() => {
                backToDelete.current = true;
                setConfirming(false);
              }}
            >
              Batal
            </Button>
          </span>
        ) : (
          <Button
            variant="ghost"
            className="text-red-700! hover:bg-red-50!"
            data-testid="history-delete"
            aria-label={`Hapus ${name}`}
            onClick={() => setConfirming(true)}
          >
            Hapus
          </Button>
        )}
      </span>
    </>
  );

  // Each export button names the result ("Ekspor PDF Plesteran, Rumah Budi"), and so does their group. Sized as the
  // buttons' own box is (full width on a phone).
  const exports = (
    <div className="w-full sm:w-auto">
      <ExportButtons records={[record]} itemName={name} />
    </div>
  );

  return (
    <li
      data-testid="history-item"
      data-source={source}
      data-entry={entry.key}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start gap-3">
        {/* A 20 px box is a hard tap: the label around it takes 44 px, its padding held back by a negative margin so
            the card looks as before. */}
        {onSelect && (
          <label className="-m-3 flex shrink-0 cursor-pointer p-3">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand-600"
              aria-label={`Pilih ${name}`}
              data-testid={`history-select-${testId}`}
              checked={selected ?? false}
              onChange={(event) => onSelect(entry, event.target.checked)}
            />
          </label>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-slate-900">{record.job_type_name}</h2>
            <span
              data-testid="history-source"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                source === 'account' ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {sourceLabel[source]}
            </span>
          </div>
          <p className="mt-0.5 text-sm text-slate-500">
            {record.project_name || 'Tanpa nama proyek'} · {formatQuantity(record.volume)}{' '}
            {record.job_type_unit} · {formatDateTime(record.created_at)}
          </p>
          {record.is_estimate && <p className="mt-1 text-xs font-medium text-amber-700">Perkiraan offline</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <div>
          <p className="text-xs text-slate-500">RAB</p>
          <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="history-rab">
            {formatRupiah(record.total_rab)}
          </p>
          <p className="text-xs text-slate-500">HPP {formatRupiah(record.total_cost)}</p>
        </div>
        <Button
          variant="ghost"
          data-testid="history-open"
          aria-label={`${open ? 'Tutup' : 'Lihat detail'} ${name}`}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Tutup' : 'Lihat detail'}
        </Button>
      </div>
      {open ? (
        <div className="mt-4" data-testid="history-detail">
          <ResultView result={record} actions={actions} exports={exports} />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {actions}
          {exports}
        </div>
      )}
    </li>
  );
}
