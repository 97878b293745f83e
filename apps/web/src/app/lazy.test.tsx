import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy';

function Screen() {
  return <h1>Layar</h1>;
}

describe('lazyScreen', () => {
  it('draws a preloaded screen on the first render, without the loading view', async () => {
    let loads = 0;
    const Lazy = lazyScreen(async () => {
      loads += 1;
      return { default: Screen };
    });
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Memuat…</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously: no microtask has run between render and this line.
    expect(screen.queryByText('Memuat…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Layar' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('shows the loading view for a screen not loaded yet, then the screen', async () => {
    let release: (module: { default: typeof Screen }) => void = () => {};
    const Lazy = lazyScreen(() => new Promise<{ default: typeof Screen }>((resolve) => (release = resolve)));
    render(
      <Suspense fallback={<p>Memuat…</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Memuat…')).toBeTruthy();
    await act(async () => release({ default: Screen }));
    expect(await screen.findByRole('heading', { name: 'Layar' })).toBeTruthy();
  });

  it('tries a failed load again on the next preload', async () => {
    let attempts = 0;
    const Lazy = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('jaringan putus');
      return { default: Screen };
    });
    await Lazy.preload();
    await Lazy.preload();
    expect(attempts).toBe(2);
  });
});
