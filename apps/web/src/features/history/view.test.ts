import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, historyQuery, readHistoryView, type HistoryView } from './view';

const read = (query: string) => readHistoryView(new URLSearchParams(query));

describe('the history page’s address', () => {
  it('is empty for the first page of the whole list, newest first', () => {
    const first = read('');
    expect(first).toEqual({
      search: '',
      sortKey: DEFAULT_SORT,
      page: 1,
      filters: { category_id: '', date_from: '', date_to: '' },
    });
    expect(historyQuery(first).toString()).toBe('');
  });

  it('reads back every view it writes', () => {
    const view: HistoryView = {
      search: 'dinding & lantai',
      sortKey: 'rab_total:asc',
      page: 7,
      cursor: 'eyJrIjoiMjAyNiJ9',
      filters: { category_id: '4', date_from: '2026-01-01', date_to: '2026-11-30' },
    };
    expect(read(historyQuery(view).toString())).toEqual(view);
    // A page number alone (a cursor not known) is a view too.
    const { cursor: _cursor, ...byNumber } = view;
    expect(read(historyQuery(byNumber).toString())).toEqual(byNumber);
  });

  it('reads what it cannot use as the default, so an edited or old link still opens', () => {
    expect(read('sort=password:desc&page=-3&category_id=1;drop&date_from=kemarin&date_to=2026-13')).toEqual(
      read(''),
    );
    expect(read('page=2.5').page).toBe(1);
    // The first page is read from its start: a cursor there would skip rows.
    expect(read('page=1&cursor=abc').cursor).toBeUndefined();
  });
});
