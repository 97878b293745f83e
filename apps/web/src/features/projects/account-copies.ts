import type { ProjectDraft } from './draft';

// An account project keeps two copies in this browser: its last known state on the server (to open, edit and
// export it offline) and the changes not yet saved to the account (so a dropped signal or a closed tab loses
// nothing). Every tab of the project, and "Tambah ke proyek", works on the same unsaved copy.

/** The keys' beginnings: logout removes every copy (auth/store.ts). */
export const ACCOUNT_PROJECT_KEYS = ['project_draft_', 'project_copy_'] as const;
export const unsavedKey = (id: number) => `${ACCOUNT_PROJECT_KEYS[0]}${id}`;
const copyKey = (id: number) => `${ACCOUNT_PROJECT_KEYS[1]}${id}`;

function readStored(key: string): ProjectDraft | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as ProjectDraft | null;
    return parsed && Array.isArray(parsed.divisions) ? parsed : null;
  } catch {
    return null;
  }
}

/** The changes to the project not yet saved to the account, if any. */
export const readUnsaved = (id: number) => readStored(unsavedKey(id));

/** The unsaved changes of the project at `version`: none when the account has saved a newer version since. */
export function unsavedOf(id: number, version: number | undefined): ProjectDraft | null {
  const unsaved = readUnsaved(id);
  return unsaved && unsaved.version === version ? unsaved : null;
}

/**
 * The unsaved changes of the project opened from its copy here (offline, or in "Tambah ke proyek"): those of the
 * copy's `version`, or of a newer one this device took (another device's version loaded, a restore, new prices)
 * while the copy stayed at the older one (kept by an older app, or not kept with the storage full). Those are the
 * latest work here, not to be hidden or overwritten by the older copy.
 */
export function keptUnsavedOf(id: number, version: number | undefined): ProjectDraft | null {
  const unsaved = readUnsaved(id);
  if (!unsaved) return null;
  const newer = unsaved.version !== undefined && version !== undefined && unsaved.version > version;
  return newer || unsaved.version === version ? unsaved : null;
}

/**
 * Changes kept here for an older version than the account's `version`: made on this device (offline, say) while
 * another device saved. They are not dropped: the editor shows them and asks which version to keep.
 */
export function staleUnsavedOf(id: number, version: number | undefined): ProjectDraft | null {
  const unsaved = readUnsaved(id);
  if (!unsaved || unsaved.version === undefined || version === undefined) return null;
  return unsaved.version < version ? unsaved : null;
}

export function writeUnsaved(draft: ProjectDraft & { id: number }): void {
  localStorage.setItem(unsavedKey(draft.id), JSON.stringify(draft));
}

export function forgetUnsaved(id: number): void {
  localStorage.removeItem(unsavedKey(id));
}

/** The project as the server last sent it here. */
export const readServerCopy = (id: number) => readStored(copyKey(id));

/** The project deleted from the account: neither copy is kept, so the offline list no longer offers it. */
export function forgetProject(id: number): void {
  forgetUnsaved(id);
  localStorage.removeItem(copyKey(id));
}

export function writeServerCopy(draft: ProjectDraft & { id: number }): void {
  try {
    localStorage.setItem(copyKey(draft.id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the project still opens online.
  }
}

/**
 * The account projects kept on this device (each as its unsaved changes where it has some, else as the server
 * last sent it), newest first: what the projects list shows offline.
 */
export function listKeptProjects(): (ProjectDraft & { id: number; unsaved: boolean })[] {
  let keys: string[];
  try {
    keys = Object.keys(localStorage);
  } catch {
    return [];
  }
  const kept = [];
  for (const key of keys) {
    if (!key.startsWith(ACCOUNT_PROJECT_KEYS[1])) continue;
    const id = Number(key.slice(ACCOUNT_PROJECT_KEYS[1].length));
    const copy = Number.isSafeInteger(id) && id > 0 ? readServerCopy(id) : null;
    if (!copy) continue;
    const unsaved = keptUnsavedOf(id, copy.version);
    kept.push({ ...(unsaved ?? copy), id, unsaved: unsaved !== null });
  }
  return kept.sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''));
}

/** Whether any account project holds changes not yet saved to the account (a logout would remove them). */
export function hasUnsavedProjects(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(ACCOUNT_PROJECT_KEYS[0]));
  } catch {
    return false;
  }
}
