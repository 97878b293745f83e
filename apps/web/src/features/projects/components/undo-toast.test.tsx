import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast as hotToast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUndo } from './undo-toast';

// A keyboard user reaches "Urungkan" without Tabbing through the whole page (Ctrl+Z), and a toast they did reach
// does not vanish under their focus.

let offered = 0;

/** A page with a text field and a button, the app's toaster, and an undo offered for `name`. */
async function offer(name: string, onUndo = vi.fn()) {
  offered += 1;
  offerUndo({
    id: `undo-test-${offered}`,
    message: `Item ${name} dihapus`,
    testId: 'removed',
    undoTestId: 'undo',
    pending: new Set(),
    onUndo,
  });
  const toast = await screen.findByText(`Item ${name} dihapus`, undefined, { timeout: 5000 });
  return { onUndo, toast: toast.closest('[data-testid="removed"]') as HTMLElement };
}

function showPage() {
  render(
    <>
      <input aria-label="Volume" />
      <textarea aria-label="Uraian" />
      <button type="button">Hapus</button>
      <Toaster />
    </>,
  );
}

const ctrlZ = (target: Element, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(target, { key: 'z', ctrlKey: true, ...extra });

describe('an undo offered in a toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    hotToast.remove();
  });

  it('runs on Ctrl+Z, the latest first, once each, from wherever the focus is but a text field', async () => {
    showPage();
    const galian = await offer('Galian');
    const urugan = await offer('Urugan');
    const page = screen.getByRole('button', { name: 'Hapus' });

    // In a field Ctrl+Z undoes the typing, as the browser does: not the removal.
    expect(ctrlZ(screen.getByRole('textbox', { name: 'Volume' }))).toBe(true);
    expect(ctrlZ(screen.getByRole('textbox', { name: 'Uraian' }))).toBe(true);
    // Nor Ctrl+Shift+Z (redo).
    ctrlZ(page, { shiftKey: true });
    expect(urugan.onUndo).not.toHaveBeenCalled();

    // The event is taken (false: its default prevented), the browser's own undo not run as well.
    expect(ctrlZ(page)).toBe(false);
    expect(urugan.onUndo).toHaveBeenCalledTimes(1);
    expect(galian.onUndo).not.toHaveBeenCalled();
    ctrlZ(document.body);
    expect(galian.onUndo).toHaveBeenCalledTimes(1);
    expect(urugan.onUndo).toHaveBeenCalledTimes(1);
    // Nothing left to undo: the key is the page's again.
    expect(ctrlZ(page)).toBe(true);
  });

  it('says the shortcut with its message', async () => {
    showPage();
    const { toast } = await offer('Galian');
    expect(toast.closest('[role="status"]')?.textContent).toBe('Item Galian dihapusUrungkanCtrl+Z');
    expect(screen.getByRole('button', { name: 'Urungkan' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Z',
    );
  });

  it('stays while the focus is on "Urungkan", and goes 10 s after the focus left, Ctrl+Z with it', async () => {
    showPage();
    const { onUndo } = await offer('Galian');
    vi.useFakeTimers();
    const undo = screen.getByRole('button', { name: 'Urungkan' });
    await act(async () => undo.focus());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('removed')).toBeTruthy();
    expect(document.activeElement).toBe(undo);

    await act(async () => screen.getByRole('button', { name: 'Hapus' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByTestId('removed')).toBeTruthy();
    // Dismissed at 10 s, Ctrl+Z with it; taken off the screen a second later.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    ctrlZ(document.body);
    expect(onUndo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByTestId('removed')).toBeNull();
  });
});
