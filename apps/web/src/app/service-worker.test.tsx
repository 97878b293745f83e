import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registered } from '../test/pwa-register';
import { refetchOnFirstControl, startServiceWorker } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
  registered.updates.length = 0;
});

// react-hot-toast's Toaster asks for the reduced-motion preference, which jsdom does not implement.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

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

describe('refetchOnFirstControl', () => {
  function stubContainer(controller: object | null) {
    const container = Object.assign(new EventTarget(), { controller });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return container;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reads again once when the worker takes control of a page it did not control', () => {
    const container = stubContainer(null);
    const refetch = vi.fn();
    refetchOnFirstControl(refetch);
    expect(refetch).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange')); // a later update: no second read
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page the worker already controls', () => {
    const container = stubContainer({});
    const refetch = vi.fn();
    refetchOnFirstControl(refetch);
    container.dispatchEvent(new Event('controllerchange'));
    expect(refetch).not.toHaveBeenCalled();
  });
});
