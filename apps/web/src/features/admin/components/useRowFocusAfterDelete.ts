import { useRef } from 'react';
import { useFocusAfterDelete } from '../../../lib/use-focus-after-delete';
import { ROW_KEY } from './DataTable';

/**
 * After a row of a DataTable is deleted, the focus goes to the next row's Hapus, else the previous row's, else the
 * table's search, instead of the page's body, where it fell with the row's Hapus (a table's row and a phone's card
 * alike). `keys`: the rows shown that have a Hapus (`deleteTestId`); `table` goes to the DataTable's ref.
 */
export function useRowFocusAfterDelete(
  name: string,
  deleteTestId: string,
  keys: readonly (string | number)[],
) {
  const table = useRef<HTMLDivElement>(null);
  const focus = useFocusAfterDelete(keys.map(String), {
    list: table,
    rowKey: ROW_KEY,
    deleteTestId,
    fallback: () => table.current?.querySelector<HTMLElement>(`[data-testid="${name}-search"]`),
  });
  return {
    table,
    /** The row `key` is being deleted (its confirmation accepted). */
    deleting: (key: string | number) => focus.deleting(String(key)),
    /** The delete failed: the row stays, and the focus with it. */
    kept: focus.kept,
  };
}
