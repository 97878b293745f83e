import { useEffect, useRef, type RefObject } from 'react';

/** Where a list's rows are, and how each one's Hapus is found after others came and went. */
export interface DeletableRows {
  /** The list (or the part of the page holding its rows). */
  list: RefObject<HTMLElement | null>;
  /** The attribute each row carries its key in ("data-entry"). */
  rowKey: string;
  /** The data-testid of a row's Hapus. */
  deleteTestId: string;
  /** Where the focus goes when no row is left beside the deleted one (a search box, the list's heading). */
  fallback(): HTMLElement | null | undefined;
}

/** The Hapus of the row `key`, found by the key the row carries. */
const deleteButtonOf = ({ list, rowKey, deleteTestId }: DeletableRows, key: string) =>
  [...(list.current?.querySelectorAll<HTMLElement>(`[${rowKey}]`) ?? [])]
    .find((row) => row.getAttribute(rowKey) === key)
    ?.querySelector<HTMLElement>(`[data-testid="${deleteTestId}"]`);

/**
 * After a delete the row goes (at once, or when the list is read again), and with it the button that had the focus:
 * the focus went to the page's body, and a keyboard or screen reader user started again from the top. It goes to
 * the next row's Hapus instead, else the previous row's, else `fallback`. Not when the user has moved the focus
 * elsewhere meanwhile. Used by the history's cards, a calculator's saved results and the admin tables
 * (useRowFocusAfterDelete).
 */
export function useFocusAfterDelete(keys: readonly string[], rows: DeletableRows) {
  const pending = useRef<{ gone: string; next?: string; previous?: string } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || keys.includes(wanted.gone)) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const neighbour = [wanted.next, wanted.previous].find((key) => key !== undefined && keys.includes(key));
    (neighbour !== undefined ? deleteButtonOf(rows, neighbour) : rows.fallback())?.focus();
  });
  return {
    /** The row `key` is being deleted: its neighbours now are where the focus goes once it has gone. */
    deleting(key: string) {
      const at = keys.indexOf(key);
      if (at < 0) return;
      pending.current = { gone: key, next: keys[at + 1], previous: keys[at - 1] };
    },
    /** The delete failed: the row stays, and nothing moves the focus later. */
    kept() {
      pending.current = null;
    },
  };
}
