import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/store';
import { connectionMessages } from '../../lib/messages';
import { listLocalCalculations } from '../../lib/storage';
import { useOnline } from '../../lib/online';

/**
 * Offline: says what still works. Back online with results kept in this browser: offers to sync them (or to log
 * in first), until dismissed.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const [wasOffline, setWasOffline] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!online) {
      setWasOffline(true);
      setDismissed(false);
    }
  }, [online]);

  if (!online) {
    return (
      <div role="status" data-testid="offline-banner" className="bg-amber-100 text-amber-950">
        <p className="mx-auto max-w-6xl px-4 py-2 text-sm">
          <strong>Anda sedang offline.</strong> {connectionMessages.offline}
        </p>
      </div>
    );
  }
  const waiting = wasOffline && !dismissed ? listLocalCalculations().length : 0;
  if (waiting === 0) return null;
  return (
    <div role="status" data-testid="back-online-banner" className="bg-emerald-50 text-emerald-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="flex-1">{connectionMessages.backOnline(waiting)}</p>
        <Link
          to={loggedIn ? '/history' : '/login'}
          state={loggedIn ? undefined : { from: '/history' }}
          onClick={() => setDismissed(true)}
          className="font-semibold text-emerald-800 underline underline-offset-2"
          data-testid="back-online-sync"
        >
          {loggedIn ? 'Sinkronkan sekarang' : 'Masuk untuk menyinkronkan'}
        </Link>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded px-2 py-1 text-emerald-800 hover:bg-emerald-100"
        >
          Nanti saja
        </button>
      </div>
    </div>
  );
}
