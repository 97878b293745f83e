import { useRef, useState, type RefObject } from 'react';
import { useFocusAfterDelete } from '../../../lib/use-focus-after-delete';
import { formatDateTime } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { formatRow, type SavedResult } from '../rows';

interface SavedListProps {
  items: SavedResult[];
  /** Logged in: the list is the account's (and this browser's results still on their way to it). */
  inAccount: boolean;
  waiting: number;
  /** Logged in: results a guest made in this browser, which go to the account only on "Sinkronkan". */
  guests?: number;
  syncing?: boolean;
  onSync?(): void;
  onDelete(item: SavedResult): void;
  onExport(format: 'csv' | 'json'): void;
}

/** Quantities saved for this calculator (in the account when logged in, else in this browser), newest first. */
export function SavedList({
  items,
  inAccount,
  waiting,
  guests = 0,
  syncing = false,
  onSync,
  onDelete,
  onExport,
}: SavedListProps) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After Hapus the focus goes to the next row's Hapus, else the previous one's, else the list's heading.
  const focus = useFocusAfterDelete(
    items.map((item) => item.id),
    { list, rowKey: 'data-saved-id', deleteTestId: 'saved-delete', fallback: () => heading.current },
  );
  // Once a result is deleted here the list stays, empty, rather than go: its heading takes the focus of the last
  // Hapus.
  const [deletedHere, setDeletedHere] = useState(false);
  if (items.length === 0 && !deletedHere) return null;
  return (
    <Card className="p-5 sm:p-6" data-testid="saved-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Hasil tersimpan ({items.length})
        </h2>
        {items.length > 0 && (
          <div className="flex gap-2">
            <Button variant="ghost" data-testid="export-saved-csv" onClick={() => onExport('csv')}>
              CSV
            </Button>
            <Button variant="ghost" data-testid="export-saved-json" onClick={() => onExport('json')}>
              JSON
            </Button>
          </div>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="saved-empty">
          Belum ada hasil tersimpan.
        </p>
      ) : (
        <SavedRows
          items={items}
          inAccount={inAccount}
          waiting={waiting}
          guests={guests}
          syncing={syncing}
          onSync={onSync}
          listRef={list}
          onDelete={(item) => {
            focus.deleting(item.id);
            setDeletedHere(true);
            onDelete(item);
          }}
        />
      )}
    </Card>
  );
}

function SavedRows({
  items,
  inAccount,
  waiting,
  guests,
  syncing,
  onSync,
  listRef,
  onDelete,
}: Omit<SavedListProps, 'onExport'> & { listRef: RefObject<HTMLUListElement | null> }) {
  return (
    <>
      <p className="mt-1 text-xs text-slate-500" data-testid="saved-where">
        {inAccount
          ? waiting > 0
            ? `Tersimpan di akun Anda; ${waiting} hasil dari browser ini menunggu koneksi untuk dikirim.`
            : items.length > (guests ?? 0)
              ? 'Tersimpan di akun Anda, terbuka juga di perangkat lain.'
              : 'Belum ada hasil tersimpan di akun Anda.'
          : 'Tersimpan di browser ini. Masuk untuk menyimpannya di akun.'}
      </p>
      {inAccount && (guests ?? 0) > 0 && onSync && (
        // Made here without logging in (perhaps by somebody else on a shared device): moved only when asked.
        <div
          data-testid="saved-guests"
          className="mt-2 flex flex-col gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{guests} hasil di browser ini dibuat tanpa login dan belum tersimpan di akun Anda.</p>
          {/* While it runs the button keeps the focus (aria-disabled, not disabled); a second tap starts nothing. */}
          <Button data-testid="saved-sync" aria-disabled={syncing} className="shrink-0" onClick={onSync}>
            {syncing ? 'Menyinkronkan...' : 'Sinkronkan'}
          </Button>
        </div>
      )}
      <ul ref={listRef} className="mt-3 space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-saved-id={item.id}
            data-testid="saved-result"
            className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <div className="min-w-0 text-sm">
              <p className="text-xs text-slate-500">{formatDateTime(item.created_at)}</p>
              <ul className="mt-1 space-y-0.5">
                {item.rows.slice(0, 3).map((line) => (
                  <li key={line.key} className="text-slate-800">
                    {line.label}: <span className="font-semibold">{formatRow(line)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <Button
              variant="ghost"
              data-testid="saved-delete"
              aria-label={`Hapus hasil ${formatDateTime(item.created_at)}`}
              onClick={() => onDelete(item)}
            >
              Hapus
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
