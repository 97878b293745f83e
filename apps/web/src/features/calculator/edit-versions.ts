// The versions of account results this tab stored itself (PUT answers), kept for the tab's life (sessionStorage):
// an edit whose entry was opened before one of them (Back, a reload, Hitung again) stands on this tab's own save,
// so only another device's change is a conflict.

const KEY = 'calculator_own_updates';

function read(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Remembers the version a save of this tab left (`updated_at` of the PUT's answer). */
export function rememberOwnUpdate(id: number | string, updatedAt: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [String(id)]: updatedAt }));
  } catch {
    // Storage full or blocked: a later edit may then ask about its own save, which loses nothing.
  }
}

/**
 * The version an edit of `id` stands on: the one it opened, or the one this tab saved since, whichever is newer
 * (the ISO times of one server compare as text). Undefined for a result opened before edits carried it.
 */
export function versionOf(id: number | string, opened: string | undefined): string | undefined {
  const own = read()[String(id)];
  if (!opened || !own) return opened ?? own;
  return own > opened ? own : opened;
}
