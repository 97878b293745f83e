import { describe, expect, it } from 'vitest';
import { authMessages, ownedItems } from './messages';

describe('what a deleted account takes with it', () => {
  it('names calculations and projects always, calculator results and private price books when there are any', () => {
    const none = { calculations: 0, projects: 0, calculator_results: 0, price_books: 0 };
    expect(ownedItems(none)).toBe('0 kalkulasi dan 0 proyek');
    expect(ownedItems({ ...none, calculations: 2, projects: 1 })).toBe('2 kalkulasi dan 1 proyek');
    expect(ownedItems({ ...none, calculator_results: 4 })).toBe(
      '0 kalkulasi, 4 hasil kalkulator dan 0 proyek',
    );
    expect(ownedItems({ calculations: 5, projects: 2, calculator_results: 1, price_books: 3 })).toBe(
      '5 kalkulasi, 1 hasil kalkulator, 2 proyek dan 3 buku harga pribadi',
    );
    expect(authMessages.userDeleted({ ...none, price_books: 1 })).toBe(
      'Pengguna dihapus bersama 0 kalkulasi, 0 proyek dan 1 buku harga pribadi',
    );
  });
});
