import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './app/ErrorScreen';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startServiceWorker } from './app/service-worker';
import { startSession } from './app/session';
import './index.css';

// SPEC.md §2: a service worker is registered at load (offline use on site).
window.addEventListener('load', startServiceWorker);

startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
