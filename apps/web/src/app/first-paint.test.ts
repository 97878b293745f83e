import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, preloadScreenChunks, SCREEN_CHUNKS_META, showLoadFailure } from './first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    void afterNextPaint(10_000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false); // no frame yet
    frame!(0);
    expect(resolved).toBe(false); // the frame is still to be painted
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('waits for the frame however long it takes, up to the safety wait', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let resolved = false;
    void afterNextPaint(1000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('goes on at once in a tab opened in the background, which paints no frame', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterNextPaint(60_000);
    visibility.mockRestore();
  });
});

describe('preloadScreenChunks', () => {
  it('asks for each chunk the server named in the page', () => {
    document.head.innerHTML = '<meta name="screen-chunks" content="/assets/Calc-1.js /assets/form-2.js">';
    expect(document.querySelector(SCREEN_CHUNKS_META)).not.toBeNull();
    preloadScreenChunks();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/Calc-1.js',
      '/assets/form-2.js',
    ]);
    // Same credentials mode as the module scripts, or the browser fetches them twice.
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('adds nothing on a page without the list', () => {
    preloadScreenChunks();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('showLoadFailure', () => {
  it('replaces the first screen with an Indonesian message and a reload button', () => {
    document.body.innerHTML = '<main data-first-screen><h1>Pasangan bata</h1></main>';
    showLoadFailure();
    const alert = document.querySelector('main [role="alert"]');
    expect(alert?.textContent).toContain('Aplikasi gagal dimuat. Periksa koneksi internet Anda');
    expect(alert?.querySelector('button')?.textContent).toBe('Muat ulang');
    expect(document.querySelector('h1')).toBeNull();
  });
});
