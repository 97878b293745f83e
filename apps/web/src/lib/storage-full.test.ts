import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from './toast';
import { isStorageFull, keepInBrowser, STORAGE_TOAST_ID, storageFailureMessage } from './storage-full';
import { storageToasts } from './toast-messages';

vi.mock('./toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.dismiss).mockClear();
});

describe('a full browser storage', () => {
  it("is told from the browser's error, whatever its realm, and from nothing else", () => {
    expect(isStorageFull(full())).toBe(true);
    expect(isStorageFull({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    // What jsdom's (and a browser's) own localStorage throws once full.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw full();
    });
    let thrown: unknown;
    try {
      localStorage.setItem('x', 'y');
    } catch (error) {
      thrown = error;
    }
    expect(isStorageFull(thrown)).toBe(true);
    expect(isStorageFull(new DOMException('blocked', 'SecurityError'))).toBe(false);
    expect(isStorageFull(new Error('boom'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(storageFailureMessage(full(), 'Gagal')).toBe(storageToasts.full);
    expect(storageFailureMessage(new Error('boom'), 'Gagal')).toBe('Gagal');
  });

  it('says what happened and what to do, in Indonesian', () => {
    expect(storageToasts.full).toBe(
      'Penyimpanan browser penuh: perubahan belum tersimpan di perangkat ini. Hapus hasil atau proyek lama yang tersimpan di browser ini, atau simpan ke akun.',
    );
  });
});

describe('keepInBrowser', () => {
  it('answers false and says the storage is full, without throwing', () => {
    expect(
      keepInBrowser(() => {
        throw full();
      }),
    ).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full, { id: STORAGE_TOAST_ID });
  });

  it('says another failure too: nothing was kept', () => {
    expect(
      keepInBrowser(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(storageToasts.failed, { id: STORAGE_TOAST_ID });
  });

  it("keeps an editor's message on screen until a later change is stored", () => {
    const write = vi.fn<() => void>(() => {
      throw full();
    });
    expect(keepInBrowser(write, { editing: true })).toBe(false);
    expect(keepInBrowser(write, { editing: true })).toBe(false);
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenLastCalledWith(storageToasts.full, {
      id: STORAGE_TOAST_ID,
      duration: Infinity,
    });
    expect(toast.dismiss).not.toHaveBeenCalled();
    write.mockImplementation(() => undefined);
    expect(keepInBrowser(write, { editing: true })).toBe(true);
    expect(toast.dismiss).toHaveBeenCalledWith(STORAGE_TOAST_ID);
    // Stored again: later writes have nothing to take back.
    expect(keepInBrowser(write, { editing: true })).toBe(true);
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
  });
});
