import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorScreen } from './ErrorScreen';
import { lazyScreen } from './lazy';

// A route whose screen cannot be drawn: its chunk did not arrive (offline in the first seconds of a first visit,
// before the service worker kept the chunks), or the screen itself failed.

afterEach(() => vi.restoreAllMocks());

function openFailing(failure: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Screen = lazyScreen(() => Promise.reject(failure));
  const router = createMemoryRouter([{ path: '/', element: <Screen />, errorElement: <RouteErrorScreen /> }]);
  render(<RouterProvider router={router} />);
}

describe('the route error screen', () => {
  it('says a screen not loaded is not available offline yet, and tries again with a reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    openFailing(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/HistoryPage-Bq1.js',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Halaman belum tersedia offline' })).toBeTruthy();
    expect(screen.getByTestId('error-screen').textContent).toContain(
      'Koneksi terputus sebelum halaman ini tersimpan di perangkat. Sambungkan kembali ke internet, lalu coba lagi.',
    );
    expect(screen.queryByText('Oops! Terjadi Kesalahan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['Safari', 'Importing a module script failed.'],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/HistoryPage-Bq1.js'],
  ])("knows %s's words for it", async (_, message) => {
    openFailing(new TypeError(message));
    expect(await screen.findByRole('heading', { name: 'Halaman belum tersedia offline' })).toBeTruthy();
  });

  it('keeps the generic screen for any other error', async () => {
    openFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: 'Oops! Terjadi Kesalahan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Muat Ulang Halaman' })).toBeTruthy();
  });
});
