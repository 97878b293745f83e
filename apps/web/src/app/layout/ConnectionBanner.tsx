import { lazy, Suspense, useEffect, useState } from 'react';
import { connectionMessages } from '../../lib/messages';
import { useOnline } from '../../lib/online';

const BackOnlineBanner = lazy(() => import('./BackOnlineBanner'));

/**
 * Offline: says what still works. Back online with results kept in this browser: offers to sync them (or to log
 * in first), until dismissed.
 */
export function ConnectionBanner() {
  const online = useOnline();
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
  if (!wasOffline || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <BackOnlineBanner onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
