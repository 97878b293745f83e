import type { ProjectSyncAnswer } from './api/mutations';
import { readServerCopy, readUnsaved, writeServerCopy, writeUnsaved } from './account-copies';
import { sameProjectContent } from './project-content';
import { describeProjectField, draftFromServer, type ProjectDraft } from './draft';
import { projectTexts } from './texts';

// Projects of a guest, kept in this browser as a JSON list (the same rule as calculations: a corrupt store reads as
// an empty list). Moved to the account by POST /api/projects/sync after login.

export const LOCAL_PROJECTS_KEY = 'local_projects';

function isDraft(value: unknown): value is ProjectDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProjectDraft).id === 'string' &&
    Array.isArray((value as ProjectDraft).divisions)
  );
}

export function listLocalProjects(): ProjectDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_PROJECTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDraft) : [];
  } catch {
    return [];
  }
}

function write(list: ProjectDraft[]) {
  localStorage.setItem(LOCAL_PROJECTS_KEY, JSON.stringify(list));
}

export function findLocalProject(id: string): ProjectDraft | undefined {
  return listLocalProjects().find((project) => project.id === id);
}

/** Newest first. */
export function saveLocalProject(project: ProjectDraft): void {
  const stamped = { ...project, updated_at: new Date().toISOString() };
  write([stamped, ...listLocalProjects().filter((item) => item.id !== project.id)]);
}

export function removeLocalProjects(ids: readonly (string | number)[]): void {
  const gone = new Set(ids);
  write(listLocalProjects().filter((item) => !gone.has(item.id)));
}

type AccountProject = NonNullable<ProjectSyncAnswer['projects']>[number];

/**
 * The browser copy as a change of the account project it became: a price book the account dropped (gone when the
 * project was moved) is no change made here, and the account would refuse it on Simpan.
 */
const onAccountBook = (copy: ProjectDraft, account: AccountProject): ProjectDraft =>
  account.price_book_id == null ? { ...copy, price_book_id: null } : copy;

/**
 * After a sync: the projects sent go from the browser, each as it was sent. One whose account project holds
 * something else becomes the changes still to save of that account project, so its editor offers to save them:
 * changed here while the sync was on its way (another tab), or since an earlier sync whose answer was lost (the
 * account kept that one, and answers this one with it as "sudah ada di akun"). Left here, the next sync would drop
 * the change the same way. Without its account project in the answer, or where that project already holds other
 * changes kept on this device (or no room to keep these), it stays a browser project. Each account project answered
 * is then kept on this device as opening it online keeps it, so one moved and carried out of signal at once still
 * opens offline (after the changes, which need the room more; a copy of a newer version stays). Returns the names of
 * the account projects that now hold changes from here.
 */
export function settleSyncedLocalProjects(
  sent: readonly ProjectDraft[],
  accountProjects: readonly AccountProject[],
): string[] {
  const sentAs = new Map(sent.map((project) => [project.id, JSON.stringify(project)]));
  const becameAccount = new Map(accountProjects.map((project) => [project.local_id, project]));
  const handed: string[] = [];
  const handedOver = (copy: ProjectDraft) => {
    const account = becameAccount.get(String(copy.id));
    if (!account) return false;
    const changed = onAccountBook(copy, account);
    const kept = readUnsaved(account.id);
    if (kept && !sameProjectContent(kept, changed)) return false;
    try {
      writeUnsaved({ ...changed, id: account.id, version: account.version });
    } catch {
      // Storage full: it stays here, as a browser project.
      return false;
    }
    handed.push(account.name);
    return true;
  };
  write(
    listLocalProjects().filter((item) => {
      const sentVersion = sentAs.get(item.id);
      if (sentVersion === undefined) return true;
      const account = becameAccount.get(String(item.id));
      const moved =
        sentVersion === JSON.stringify(item) &&
        (!account || sameProjectContent(onAccountBook(item, account), draftFromServer(account)));
      return !moved && !handedOver(item);
    }),
  );
  for (const account of accountProjects) {
    const kept = readServerCopy(account.id);
    if (kept?.version !== undefined && kept.version > account.version) continue;
    writeServerCopy({ ...draftFromServer(account), id: account.id });
  }
  return handed;
}

/**
 * What a refused sync says per project, in the editor's words: '"Ruko" tidak dapat dipindahkan ke akun. Overhead &
 * keuntungan (%): Overhead maksimal 15%. …' (the first reason the account gave).
 */
export function syncFailureMessages(
  failed: ProjectSyncAnswer['failed'],
  sent: readonly ProjectDraft[],
): string[] {
  return failed.map((failure) => {
    const draft = sent.find((project) => project.id === failure.local_id);
    const [detail] = failure.details;
    if (!draft || !detail) return projectTexts.syncFailed(1);
    return projectTexts.syncFailedProject(draft.name, describeProjectField(draft, detail.param), detail.msg);
  });
}

export function newLocalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `local_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
