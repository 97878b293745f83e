import toast from '../lib/toast';
import { registerSW } from 'virtual:pwa-register';
import { connectionMessages } from '../lib/messages';
import { storedAuthToken } from '../lib/api-client';

const CHECK_FOR_UPDATES_MS = 60 * 60 * 1000;

/**
 * SPEC.md §2: the service worker is registered at load. A new version waits until the user accepts the reload
 * prompt (nothing they typed is lost by a surprise reload), and open tabs look for one every hour.
 */
export function startServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(
        () => (
          <span className="flex items-center gap-3" data-testid="new-version">
            {connectionMessages.newVersion}
            <button
              type="button"
              onClick={() => void update(true)}
              className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white"
            >
              {connectionMessages.reload}
            </button>
          </span>
        ),
        { id: 'new-version', duration: Infinity },
      );
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_FOR_UPDATES_MS);
    },
  });
}

/**
 * The catalogue's reads a page makes: the worker keeps their answers for offline use (vite.config.ts,
 * runtimeCaching). Only reads: a write's address (`/api/jobs/type/37/public`) fetched again answered 404.
 */
const CATALOGUE_READ = /^\/api\/(jobs\/(categories|types\/\d+)|job-types\/\d+\/(details|unit-price))$/;

/**
 * On a first visit the page reads the catalogue before the worker controls it, so the worker kept nothing of
 * what that visit showed: offline, the home screen had no categories until a second online visit. When the
 * worker takes control of a page it did not control, the catalogue reads the page made are fetched again, now
 * through the worker. Plain fetches: the answers only go to the worker's cache, nothing on screen re-renders.
 * They carry the user's bearer token as the app's own reads do (lib/api-client.ts): a private price book's
 * analyses (`/api/job-types/4/details?price_book_id=1`) answer 404 without it, and nothing was kept.
 */
export function keepFirstVisitReads(): void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container || container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => CATALOGUE_READ.test(new URL(url).pathname)),
      );
      const token = storedAuthToken();
      const init = token ? { headers: { Authorization: `Bearer ${token}` } } : undefined;
      for (const url of urls) void fetch(url, init).catch(() => undefined);
    },
    { once: true },
  );
}
