import { describe, expect, it } from 'vitest';
import { applyTable, initialQuery, toggleSort } from './table';

const materials = [
  { code: 'MAT-2', name: 'Semen Portland 50 kg', price: 65_000 },
  { code: 'MAT-10', name: 'Pasir pasang', price: 250_000 },
  { code: 'MAT-1', name: 'Bata merah', price: 800 },
  { code: 'MAT-3', name: 'Semen putih', price: null },
];
const text = (row: (typeof materials)[number]) => `${row.code} ${row.name}`;

describe('applyTable', () => {
  it('sorts codes the way people read numbers (MAT-2 before MAT-10)', () => {
    const page = applyTable(materials, initialQuery('code'), text);
    expect(page.rows.map((row) => row.code)).toEqual(['MAT-1', 'MAT-2', 'MAT-3', 'MAT-10']);
  });

  it('sorts prices numerically both ways and keeps empty prices last', () => {
    const ascending = applyTable(materials, { ...initialQuery('price') }, text);
    expect(ascending.rows.map((row) => row.price)).toEqual([800, 65_000, 250_000, null]);
    const descending = applyTable(materials, toggleSort(initialQuery('price'), 'price'), text);
    expect(descending.rows.map((row) => row.price)).toEqual([250_000, 65_000, 800, null]);
  });

  it('finds rows containing every searched word, whatever the case', () => {
    const page = applyTable(materials, { ...initialQuery('code'), search: '  semen  PUTIH ' }, text);
    expect(page.rows.map((row) => row.name)).toEqual(['Semen putih']);
    expect(page.total).toBe(1);
  });

  it('cuts pages and keeps a page past the end on the last page', () => {
    const query = { ...initialQuery('code'), pageSize: 3, page: 2 };
    expect(applyTable(materials, query, text)).toMatchObject({ total: 4, pages: 2, page: 2 });
    expect(applyTable(materials, query, text).rows.map((row) => row.code)).toEqual(['MAT-10']);
    expect(applyTable(materials, { ...query, page: 9 }, text).page).toBe(2);
    expect(applyTable([], query, text)).toMatchObject({ rows: [], total: 0, pages: 1, page: 1 });
  });
});

describe('toggleSort', () => {
  it('sorts a new column ascending, flips the same one, and goes back to page 1', () => {
    const query = { ...initialQuery('code'), page: 3 };
    expect(toggleSort(query, 'name')).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(toggleSort(query, 'code')).toMatchObject({ sort: 'code', order: 'desc', page: 1 });
    expect(toggleSort(toggleSort(query, 'code'), 'code').order).toBe('asc');
  });
});
