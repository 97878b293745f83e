// What the page's entry (src/boot.ts) does before and around loading the app.
/** The chunks of the screen the page's path opens, as the server names them. */
export const SCREEN_CHUNKS_META = 'meta[name="screen-chunks"]';

/**
 * Resolves after the next frame has been painted (a task queued from requestAnimationFrame runs after that
 * frame). A tab opened in the background paints no frames: it goes on at once. The safety wait only covers a
 * frame that never comes (a tab hidden meanwhile); a slow phone's first frame can take far longer than 100 ms.
 */
export function afterNextPaint(safetyMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, safetyMs);
  });
}

/** Asks the browser for the screen's chunks now, alongside the main chunk, instead of after it has run. */
export function preloadScreenChunks(): void {
  const list = document.querySelector<HTMLMetaElement>(SCREEN_CHUNKS_META)?.content ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** What the page says when the app itself cannot be loaded (a dropped connection mid-load). */
export function showLoadFailure(): void {
  const main = document.querySelector('main[data-first-screen]');
  if (!main) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800';
  box.textContent = 'Aplikasi gagal dimuat. Periksa koneksi internet Anda, lalu muat ulang halaman. ';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'mt-3 block rounded-xl bg-red-700 px-4 py-2 font-semibold text-white';
  reload.textContent = 'Muat ulang';
  reload.addEventListener('click', () => window.location.reload());
  box.append(reload);
  main.replaceChildren(box);
}
