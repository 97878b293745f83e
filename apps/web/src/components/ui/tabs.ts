import type { KeyboardEvent } from 'react';

/** The tab that ←, →, Home or End lead to from the tab at `index` of `count`, or null for any other key. */
export function tabReachedBy(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The attributes of a tab list and its panel (WAI-ARIA tabs pattern): only the chosen tab is a Tab stop, the arrow
 * keys, Home and End choose another and move the focus to it, and the one panel is named by the chosen tab. Tab ids
 * are `${prefix}-tab-${id}`, the panel's `${prefix}-tabpanel`: one tab list of a prefix per page.
 */
export function tabsOf<Id extends string>(
  prefix: string,
  ids: readonly Id[],
  active: Id,
  select: (id: Id) => void,
) {
  const tabId = (id: Id) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-tabpanel`;
  return {
    tab: (id: Id) => ({
      id: tabId(id),
      role: 'tab' as const,
      'aria-selected': id === active,
      'aria-controls': panelId,
      tabIndex: id === active ? 0 : -1,
      onClick: () => select(id),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const next = tabReachedBy(event.key, ids.indexOf(id), ids.length);
        if (next === null) return;
        event.preventDefault();
        select(ids[next]!);
        event.currentTarget.ownerDocument.getElementById(tabId(ids[next]!))?.focus();
      },
    }),
    panel: { id: panelId, role: 'tabpanel' as const, 'aria-labelledby': tabId(active) },
  };
}
