import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { subscribeToToasts, toastsWanted } from '../lib/toast';

// A toaster that cannot be loaded (a dropped connection) shows nothing rather than taking the app down.
const Toasts = lazy(() => import('./Toasts').catch(() => ({ default: (): ReactNode => null })));

/** The toaster, mounted from the first toast on (lib/toast.ts loads the library then). */
function DeferredToasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToasts />
    </QueryClientProvider>
  );
}
