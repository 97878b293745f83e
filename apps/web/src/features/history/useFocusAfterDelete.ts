import { useEffect, useRef, type RefObject } from 'react';

/** The card of each entry carries its key (HistoryItem), so its Hapus is found after others came and went. */
const deleteButtonOf = (list: HTMLElement | null, key: string) =>
  [...(list?.querySelectorAll<HTMLElement>('[data-entry]') ?? [])]
    .find((card) => card.dataset.entry === key)
    ?.querySelector<HTMLElement>('[data-testid="history-delete"]');

/**
 * After "Ya, hapus" the card goes (at once for a browser result, when the list is read again for an account one),
 * and with it the button that had the focus: the focus went to the page's body, and a keyboard or screen reader
 * user started again from the top. It goes to the next card's Hapus instead, else the previous card's, else
 * `fallback` (the search box, or the page's heading). Not when the user has moved the focus elsewhere meanwhile.
 */
export function useFocusAfterDelete(
  keys: readonly string[],
  list: RefObject<HTMLElement | null>,
  fallback: () => HTMLElement | null | undefined,
) {
  const pending = useRef<{ gone: string; next?: string; previous?: string } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || keys.includes(wanted.gone)) return;
    pending.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const neighbour = [wanted.next, wanted.previous].find((key) => key !== undefined && keys.includes(key));
    (neighbour !== undefined ? deleteButtonOf(list.current, neighbour) : fallback())?.focus();
  });
  return {
    /** The card `key` is being deleted: its neighbours now are where the focus goes once it has gone. */
    deleting(key: string) {
      const at = keys.indexOf(key);
      if (at < 0) return;
      pending.current = { gone: key, next: keys[at + 1], previous: keys[at - 1] };
    },
    /** The delete failed: the card stays, and nothing moves the focus later. */
    kept() {
      pending.current = null;
    },
  };
}
