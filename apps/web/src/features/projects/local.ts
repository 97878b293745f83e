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
 * Removes the projects a sync sent, each only as it was sent: one changed since (in another tab, while the sync
 * was on its way) keeps its newer version here.
 */
export function removeSentLocalProjects(sent: readonly ProjectDraft[]): void {
  const sentAs = new Map(sent.map((project) => [project.id, JSON.stringify(project)]));
  write(listLocalProjects().filter((item) => sentAs.get(item.id) !== JSON.stringify(item)));
}

/**
 * After a sync: the projects sent go from the browser. One changed here while the sync was on its way (another tab)
 * becomes the changes still to save of the account project it was synced as, so its editor offers to save them; left
 * here, the next sync would find it "sudah ada di akun" and drop the change. Without its account project in the
 * answer (or no room to keep the changes), it stays a browser project.
 */
export function settleSyncedLocalProjects(
  sent: readonly ProjectDraft[],
  accountProjects: readonly { id: number; version: number; local_id?: string | null }[],
): void {
  removeSentLocalProjects(sent);
  const sentIds = new Set(sent.map((project) => project.id));
  const becameAccount = new Map(accountProjects.map((project) => [project.local_id, project]));
  const handedOver: string[] = [];
  for (const changed of listLocalProjects()) {
    const account = sentIds.has(changed.id) ? becameAccount.get(String(changed.id)) : undefined;
    if (!account) continue;
    try {
      writeUnsaved({ ...changed, id: account.id, version: account.version });
      handedOver.push(String(changed.id));
    } catch {
      // Storage full: it stays here, as a browser project.
    }
  }
  if (handedOver.length > 0) removeLocalProjects(handedOver);
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
