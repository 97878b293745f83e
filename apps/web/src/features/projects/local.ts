import type { ProjectSyncAnswer } from './api/mutations';
import { writeUnsaved } from './account-copies';
import { describeProjectField, type ProjectDraft } from './draft';
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

/**
 * After a sync: the projects sent go from the browser, each as it was sent. One changed here while the sync was on
 * its way (another tab) becomes the changes still to save of the account project it was synced as, so its editor
 * offers to save them; left here, the next sync would find it "sudah ada di akun" and drop the change. Without its
 * account project in the answer (or no room to keep the changes), it stays a browser project.
 */
export function settleSyncedLocalProjects(
  sent: readonly ProjectDraft[],
  accountProjects: readonly { id: number; version: number; local_id?: string | null }[],
): void {
  const sentAs = new Map(sent.map((project) => [project.id, JSON.stringify(project)]));
  const becameAccount = new Map(accountProjects.map((project) => [project.local_id, project]));
  const handedOver = (changed: ProjectDraft) => {
    const account = becameAccount.get(String(changed.id));
    if (!account) return false;
    try {
      writeUnsaved({ ...changed, id: account.id, version: account.version });
      return true;
    } catch {
      // Storage full: it stays here, as a browser project.
      return false;
    }
  };
  write(
    listLocalProjects().filter((item) => {
      const sentVersion = sentAs.get(item.id);
      if (sentVersion === undefined) return true;
      return sentVersion !== JSON.stringify(item) && !handedOver(item);
    }),
  );
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
