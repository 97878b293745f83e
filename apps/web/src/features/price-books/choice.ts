import { create } from 'zustand';

// The price book the user last chose (null: the catalogue's national prices), remembered in this browser for the
// calculator, the AHSP unit price and new project lines.

const KEY = 'price_book_choice';

function read(): number | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

interface Choice {
  bookId: number | null;
  choose(bookId: number | null): void;
}

export const usePriceBookChoice = create<Choice>((set) => ({
  bookId: typeof localStorage === 'undefined' ? null : read(),
  choose(bookId) {
    try {
      if (bookId === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, JSON.stringify(bookId));
    } catch {
      // A browser that refuses storage still uses the choice for this visit.
    }
    set({ bookId });
  },
}));
