import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registered } from '../test/pwa-register';
import { keepFirstVisitReads, startServiceWorker } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
  registered.updates.length = 0;
});

describe('the service worker', () => {
  it('is registered at once and announces a new version with a reload prompt', async () => {
    render(<Toaster />);
    startServiceWorker();
    expect(registered.options?.immediate).toBe(true);
    // Nothing reloads by itself: a new version waits for the user.
    expect(registered.updates).toEqual([]);
    act(() => registered.options!.onNeedRefresh!());
    expect(await screen.findByText('Versi baru Kalkulator Konstruksi tersedia.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(registered.updates).toEqual([true]);
  });

  it('looks for a new version every hour', () => {
    vi.useFakeTimers();
    startServiceWorker();
    const registration = { update: vi.fn(async () => {}) } as unknown as ServiceWorkerRegistration;
    registered.options!.onRegisteredSW!('/sw.js', registration);
    vi.advanceTimersByTime(59 * 60 * 1000);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('keepFirstVisitReads', () => {
  function stubContainer(controller: object | null) {
    const container = Object.assign(new EventTarget(), { controller });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return container;
  }
  const read = (path: string) => ({ name: `http://localhost${path}` }) as PerformanceEntry;
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the catalogue reads again, once, when the worker takes control of a page it did not control', () => {
    const container = stubContainer(null);
    const fetched = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      read('/api/jobs/categories?_t=1'),
      read('/api/job-types/4/details?_t=2'),
      read('/api/jobs/categories?_t=1'),
      read('/api/jobs/types/3?_t=4'),
      read('/api/auth/verify'),
      read('/assets/main-1.js'),
      // Writes an admin made meanwhile: no reads, fetched again they answered 404.
      read('/api/jobs/type/37/public'),
      read('/api/job-types/4/analysis'),
      read('/api/jobs/categories/5'),
    ]);
    keepFirstVisitReads();
    expect(fetched).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange')); // a later update: nothing more
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost/api/jobs/categories?_t=1',
      'http://localhost/api/job-types/4/details?_t=2',
      'http://localhost/api/jobs/types/3?_t=4',
    ]);
  });

  it("sends the user's bearer token as the app does, so a private price book's analyses are kept too", () => {
    // A plain fetch of `/api/job-types/27/details?price_book_id=1` answered 404: an offline project had none.
    const container = stubContainer(null);
    localStorage.setItem('auth_token', 'token-1');
    const fetched = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      read('/api/job-types/27/details?price_book_id=1&_t=3'),
    ]);
    keepFirstVisitReads();
    container.dispatchEvent(new Event('controllerchange'));
    localStorage.removeItem('auth_token');
    expect(fetched.mock.calls).toEqual([
      [
        'http://localhost/api/job-types/27/details?price_book_id=1&_t=3',
        { headers: { Authorization: 'Bearer token-1' } },
      ],
    ]);
  });

  it('does nothing on a page the worker already controls', () => {
    const container = stubContainer({});
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    keepFirstVisitReads();
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetched).not.toHaveBeenCalled();
  });
});
