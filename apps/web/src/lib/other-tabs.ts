/**
 * Calls back when another tab of this origin changes one of `keys` in localStorage, or clears it all (key null):
 * the storage event reaches every other tab, never the one that wrote. Answers the unsubscribe.
 */
export function onOtherTabChange(keys: readonly string[], callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
