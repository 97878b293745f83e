import './app/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './app/ErrorScreen';
import { Providers } from './app/providers';
import { preloadScreenOf, router } from './app/router';
import { keepFirstVisitReads, startServiceWorker } from './app/service-worker';
import { startSession } from './app/session';

// SPEC.md §2: a service worker is registered at load (offline use on site). This module runs after the page
// has painted (src/boot.ts), often after the load event.
if (document.readyState === 'complete') startServiceWorker();
else window.addEventListener('load', startServiceWorker, { once: true });
keepFirstVisitReads();

startSession();

// The first screen's chunk loads alongside this one; rendering once it is here (at most a second later: on a
// slower network the loading view shows meanwhile) avoids painting the loading view over the page's first paint.
const FIRST_SCREEN_WAIT_MS = 1000;
void Promise.race([
  preloadScreenOf(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]).then(() => {
  // As a transition, React renders the app in slices and lets the phone answer taps in between, instead of
  // one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
});
