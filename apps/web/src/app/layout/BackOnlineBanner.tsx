import { Link } from 'react-router';
import { useAuth } from '../../features/auth/store';
import { connectionMessages } from '../../lib/messages';
import { listLocalCalculations } from '../../lib/storage';

/**
 * Back online with results kept in this browser: offers to sync them (or to log in first), until dismissed. Its own
 * chunk, loaded when the signal comes back (the first screen's script budget has no room for it).
 */
export default function BackOnlineBanner({ onDismiss }: { onDismiss(): void }) {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const waiting = listLocalCalculations().length;
  if (waiting === 0) return null;
  return (
    <div role="status" data-testid="back-online-banner" className="bg-emerald-50 text-emerald-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="flex-1">{connectionMessages.backOnline(waiting)}</p>
        <Link
          to={loggedIn ? '/history' : '/login'}
          state={loggedIn ? undefined : { from: '/history' }}
          onClick={onDismiss}
          className="font-semibold text-emerald-800 underline underline-offset-2"
          data-testid="back-online-sync"
        >
          {loggedIn ? 'Sinkronkan sekarang' : 'Masuk untuk menyinkronkan'}
        </Link>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded px-2 py-1 text-emerald-800 hover:bg-emerald-100"
        >
          Nanti saja
        </button>
      </div>
    </div>
  );
}
