// Data the server wrote into the page for its first screen (apps/api/src/plugins/page-html.ts, withData), so
// that screen draws without waiting for an API answer after the scripts have run. Each item is handed out
// once: later visits of the screen ask the API as usual.

let items: Record<string, unknown> | undefined;

function read(): Record<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById('page-data')?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The page's item of that name when `accept` takes it (right shape, right id); then it is gone. */
export function takePageData<T>(name: string, accept: (value: unknown) => value is T): T | undefined {
  items ??= read();
  const value = items[name];
  if (!accept(value)) return undefined;
  delete items[name];
  return value;
}

/** Forgets what was read, so a test can write another page. */
export function resetPageData(): void {
  items = undefined;
}
