import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import toast, { toastsWanted } from '../lib/toast';
import { Providers } from './providers';

describe('toasts (SPEC.md §9)', () => {
  it('load with the first toast, not with the app, and show it', async () => {
    render(
      <Providers>
        <p>Beranda</p>
      </Providers>,
    );
    expect(screen.getByText('Beranda')).toBeTruthy();
    expect(toastsWanted()).toBe(false);
    act(() => toast.success('Kalkulasi tersimpan'));
    expect(toastsWanted()).toBe(true);
    expect(await screen.findByText('Kalkulasi tersimpan')).toBeTruthy();
  });

  it('keep at most 20 on screen, the newest', async () => {
    render(
      <Providers>
        <p>Beranda</p>
      </Providers>,
    );
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast.error(`Gagal ${index}`, { duration: Infinity });
    });
    expect(await screen.findByText('Gagal 25')).toBeTruthy();
    // The five oldest are dismissed (and leave the page once their exit has played).
    await waitFor(() => expect(screen.queryByText('Gagal 5')).toBeNull(), { timeout: 4000 });
    expect(screen.getAllByText(/^Gagal \d+$/)).toHaveLength(20);
  });
});
