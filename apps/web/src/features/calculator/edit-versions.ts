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

// The form this tab last sent to update an account result, kept until an answer comes: a save whose answer was
// lost (no signal, the 10 s timeout) may be stored all the same, and the next save then meets it as a version
// "changed elsewhere" (409) although it is this tab's own.
const SENT_KEY = 'calculator_unanswered_updates';

function readSent(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeSent(sent: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // Storage full or blocked: a save after a lost answer then asks about it, which loses nothing.
  }
}

/** The form sent to update `id` whose answer never came, if any. */
export function unansweredUpdate(id: number | string): object | undefined {
  const form = readSent()[String(id)];
  return form && typeof form === 'object' ? form : undefined;
}

/** Remembers the form about to be sent (as JSON sends it), until its answer comes. */
export function rememberSentUpdate(id: number | string, form: object): void {
  writeSent({ ...readSent(), [String(id)]: JSON.parse(JSON.stringify(form)) as unknown });
}

/** An answer came: the server said what became of the form sent. */
export function forgetSentUpdate(id: number | string): void {
  const { [String(id)]: _answered, ...rest } = readSent();
  writeSent(rest);
}

/** The same JSON value, whatever the order of its keys (the account keeps the form as jsonb, which reorders). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Whether a stored form is the one sent: every field sent holds the value sent (the server keeps the fields it was
 * not sent, and fills in defaults). `expected_updated_at` is the request's, not the form's.
 */
export function holdsSentForm(stored: object, sent: object): boolean {
  const { expected_updated_at: _version, ...fields } = sent as Record<string, unknown>;
  return Object.entries(fields).every(([key, value]) =>
    sameValue(value, (stored as Record<string, unknown>)[key]),
  );
}
