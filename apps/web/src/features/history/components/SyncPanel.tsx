import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { syncTexts, type SyncOutcome, type SyncProgress } from '../sync';

/**
 * Browser results waiting for the account (logged in), or the reason to register (guest). After a sync it keeps
 * what the sync did where the button was, so the focus has somewhere to go when the button goes with the results.
 */
export function SyncPanel({
  loggedIn,
  waiting,
  syncing,
  progress,
  outcome,
  outcomeRef,
  onSync,
  onCloseOutcome,
}: {
  loggedIn: boolean;
  waiting: number;
  syncing: boolean;
  progress?: SyncProgress | null;
  outcome?: SyncOutcome | null;
  outcomeRef?: Ref<HTMLParagraphElement>;
  onSync(): void;
  onCloseOutcome?(): void;
}) {
  if (!loggedIn) {
    return (
      <section
        data-testid="history-register-cta"
        className="rounded-2xl bg-brand-50 px-4 py-4 text-sm text-slate-800 ring-1 ring-brand-200"
      >
        <p>
          Hasil di bawah hanya tersimpan di browser ini dan hilang bila data browser dihapus.{' '}
          <Link to="/register" className="font-semibold text-brand-800 underline">
            Daftar
          </Link>{' '}
          atau{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline">
            masuk
          </Link>{' '}
          untuk menyimpannya dengan aman di akun Anda.
        </p>
      </section>
    );
  }
  if (waiting === 0 && !outcome) return null;
  const done = waiting === 0 && outcome?.tone === 'done';
  return (
    <section
      data-testid="sync-panel"
      className={`flex flex-col gap-3 rounded-2xl px-4 py-4 ring-1 sm:flex-row sm:items-center sm:justify-between ${
        done ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'
      }`}
    >
      <div className={`space-y-1 text-sm ${done ? 'text-emerald-900' : 'text-amber-900'}`}>
        {waiting > 0 && (
          <p data-testid="sync-waiting">{waiting} kalkulasi di browser ini belum tersimpan di akun Anda.</p>
        )}
        {/* A sync in parts says how far it has come; the live region is there before the first count. */}
        <p role="status" data-testid="sync-progress" className="font-semibold empty:hidden">
          {progress ? syncTexts.progress(progress.done, progress.total) : ''}
        </p>
        {outcome && (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            data-testid="sync-outcome"
            className="rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
          >
            {outcome.text}
          </p>
        )}
      </div>
      {waiting > 0 ? (
        // While it runs the button keeps the focus (aria-disabled, not disabled); a second tap starts nothing.
        <Button
          key="sync"
          data-testid="sync-local"
          aria-disabled={syncing}
          className="shrink-0"
          onClick={onSync}
        >
          {syncing ? 'Menyinkronkan...' : 'Sinkronkan'}
        </Button>
      ) : (
        // Not the sync button relabelled (the focus on it would stay on "Tutup", the outcome unsaid): another one.
        <Button
          key="close"
          variant="secondary"
          data-testid="sync-outcome-close"
          aria-label={syncTexts.closeLabel}
          className="shrink-0"
          onClick={onCloseOutcome}
        >
          {syncTexts.close}
        </Button>
      )}
    </section>
  );
}
