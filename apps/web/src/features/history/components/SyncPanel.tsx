import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';

/** Browser results waiting for the account (logged in), or the reason to register (guest). */
export function SyncPanel({
  loggedIn,
  waiting,
  syncing,
  onSync,
}: {
  loggedIn: boolean;
  waiting: number;
  syncing: boolean;
  onSync(): void;
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
  if (waiting === 0) return null;
  return (
    <section
      data-testid="sync-panel"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-900" data-testid="sync-waiting">
        {waiting} kalkulasi di browser ini belum tersimpan di akun Anda.
      </p>
      <Button data-testid="sync-local" disabled={syncing} onClick={onSync}>
        {syncing ? 'Menyinkronkan...' : 'Sinkronkan'}
      </Button>
    </section>
  );
}
