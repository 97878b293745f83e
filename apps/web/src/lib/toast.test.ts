import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from './toast';

// The library's chunk cannot be fetched: the server vanished before the service worker had kept the app.
vi.mock('react-hot-toast', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a toast whose library cannot be loaded', () => {
  it('still tells the user, as plain text in a live region, for the toasts’ time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toast.error('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.', { duration: 50 });
    const shown = await screen.findByRole('status');
    expect(shown.textContent).toBe('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('shows one message per id, the latest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toast.success('Menyimpan…', { id: 'save' });
    toast.success('Tersimpan', { id: 'save' });
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((box) => box.textContent)).toEqual(['Tersimpan']),
    );
  });
});
