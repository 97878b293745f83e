import { create } from 'zustand';

// The price book the user last chose (null: the catalogue's national prices), remembered in this browser for the
// calculator, the AHSP unit price and new project lines.

const KEY = 'price_book_choice';

interface Remembered {
  bookId: number | null;
  /** A private book is its owner's: the choice ends with the session. Unknown (an older choice) counts as private. */
  isPrivate: boolean;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function read(): Remembered {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (isId(value)) return { bookId: value, isPrivate: true };
    const stored = value as { id?: unknown; private?: unknown } | null;
    if (stored && isId(stored.id)) return { bookId: stored.id, isPrivate: stored.private !== false };
  } catch {
    // Unreadable: the catalogue's prices.
  }
  return { bookId: null, isPrivate: false };
}

interface Choice extends Remembered {
  choose(bookId: number | null, isPrivate?: boolean): void;
  /** The end of a session (logout, refused token): a private book's choice goes with it. */
  forgetPrivate(): void;
}

export const usePriceBookChoice = create<Choice>((set, get) => ({
  ...(typeof localStorage === 'undefined' ? { bookId: null, isPrivate: false } : read()),
  choose(bookId, isPrivate = true) {
    const remembered = { bookId, isPrivate: bookId !== null && isPrivate };
    try {
      if (bookId === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, JSON.stringify({ id: bookId, private: remembered.isPrivate }));
    } catch {
      // A browser that refuses storage still uses the choice for this visit.
    }
    set(remembered);
  },
  forgetPrivate() {
    if (get().isPrivate) get().choose(null);
  },
}));
