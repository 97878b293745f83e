import { useEffect, useRef, useState } from 'react';
import { selectionTexts } from './components/HistoryToolbar';

/**
 * The account results chosen for "Hapus yang dipilih" and the bulk export, kept across pages. A new search or filter
 * (`scope`) drops them: a choice the list no longer shows would be deleted or exported unseen ("25 dipilih" with 3
 * in sight). The note says so, politely, until the next choice.
 */
export function useHistorySelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState('');
  const lastScope = useRef(scope);
  useEffect(() => {
    if (lastScope.current === scope) return;
    lastScope.current = scope;
    if (selected.size === 0) return;
    setNote(selectionTexts.clearedByFilter(selected.size));
    setSelected(new Set());
  }, [scope, selected]);

  /** A choice of the user's: the note about an earlier one goes. */
  const choose = (next: (current: ReadonlySet<number>) => ReadonlySet<number>) => {
    setNote('');
    setSelected(next);
  };
  return {
    selected,
    note,
    /** One card's box. */
    toggle: (id: number, on: boolean) =>
      choose((current) => (on ? new Set(current).add(id) : without(current, id))),
    /** "Pilih semua di halaman ini": these, with those chosen on other pages. */
    add: (ids: readonly number[]) => choose((current) => new Set([...current, ...ids])),
    /** "Batal pilih". */
    clear: () => choose(() => new Set()),
    /** Deleted: no longer there to choose. */
    forget: (ids: readonly number[]) =>
      setSelected((current) => ids.reduce<ReadonlySet<number>>(without, current)),
  };
}

function without(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
