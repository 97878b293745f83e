import { beforeEach, describe, expect, it } from 'vitest';
import {
  listKeptProjects,
  readServerCopy,
  readUnsaved,
  writeServerCopy,
  writeUnsaved,
} from './account-copies';
import { draftFromServer, emptyDraft, projectBody, type ProjectDraft } from './draft';
import {
  LOCAL_PROJECTS_KEY,
  findLocalProject,
  listLocalProjects,
  removeLocalProjects,
  saveLocalProject,
  settleSyncedLocalProjects,
} from './local';
import { freeLine, storedProject } from './routes/project-page.test-helper';

beforeEach(() => localStorage.clear());

describe("a guest's projects in the browser", () => {
  it('keeps them newest first, replaces one by id, removes them', () => {
    saveLocalProject(emptyDraft('local_a', 'Rumah A'));
    saveLocalProject(emptyDraft('local_b', 'Rumah B'));
    saveLocalProject({ ...emptyDraft('local_a', 'Rumah A'), location: 'Sleman' });
    expect(listLocalProjects().map((project) => [project.id, project.location])).toEqual([
      ['local_a', 'Sleman'],
      ['local_b', ''],
    ]);
    expect(findLocalProject('local_b')?.name).toBe('Rumah B');
    removeLocalProjects(['local_a']);
    expect(listLocalProjects().map((project) => project.id)).toEqual(['local_b']);
  });

  it('reads a corrupt store as empty, and skips entries that are no project', () => {
    localStorage.setItem(LOCAL_PROJECTS_KEY, '{not json');
    expect(listLocalProjects()).toEqual([]);
    localStorage.setItem(
      LOCAL_PROJECTS_KEY,
      JSON.stringify([{ id: 'local_x', divisions: [] }, { id: 3 }, null, 'x']),
    );
    expect(listLocalProjects().map((project) => project.id)).toEqual(['local_x']);
  });
});

describe('a browser project after a sync', () => {
  const ruko: ProjectDraft = {
    ...emptyDraft('local_ruko', 'Ruko'),
    divisions: [{ code: 'A', name: 'PERSIAPAN', items: [freeLine('Pagar seng')] }],
  };
  /** The account project `copy` became (project 9, version 1), as the account answered the sync. */
  const became = (copy: ProjectDraft) => ({
    ...storedProject(9, projectBody(copy), 1),
    local_id: 'local_ruko',
  });

  it('goes when the account holds the same, its price book dropped by the account as gone', () => {
    saveLocalProject({ ...ruko, price_book_id: 4 });
    const [sent] = listLocalProjects();
    expect(settleSyncedLocalProjects([sent!], [became(ruko)])).toEqual([]);
    expect(listLocalProjects()).toEqual([]);
    expect(readUnsaved(9)).toBeNull();
  });

  it('stays when the account project already holds other changes kept on this device', () => {
    saveLocalProject({ ...ruko, location: 'Sleman' });
    writeUnsaved({ ...ruko, id: 9, version: 1, owner: 'Pak Hadi' });
    const [sent] = listLocalProjects();
    expect(settleSyncedLocalProjects([sent!], [became(ruko)])).toEqual([]);
    expect(listLocalProjects().map((project) => project.location)).toEqual(['Sleman']);
    expect(readUnsaved(9)?.owner).toBe('Pak Hadi');
  });

  it('leaves the account project kept on this device, to open offline as the account holds it', () => {
    saveLocalProject(ruko);
    const [sent] = listLocalProjects();
    settleSyncedLocalProjects([sent!], [became(ruko)]);
    expect(listLocalProjects()).toEqual([]);
    expect(listKeptProjects().map(({ id, name, version, unsaved }) => [id, name, version, unsaved])).toEqual([
      [9, 'Ruko', 1, false],
    ]);
    expect(readServerCopy(9)).toEqual({ ...draftFromServer(became(ruko)), id: 9 });
    expect(readServerCopy(9)?.divisions[0]?.items.map((item) => item.description)).toEqual(['Pagar seng']);
  });

  it('keeps it offline with the changes made since, and leaves a newer copy and its changes alone', () => {
    saveLocalProject({ ...ruko, location: 'Sleman' });
    const [sent] = listLocalProjects();
    settleSyncedLocalProjects([sent!], [became(ruko)]);
    expect(listKeptProjects().map(({ id, location, unsaved }) => [id, location, unsaved])).toEqual([
      [9, 'Sleman', true],
    ]);

    localStorage.clear();
    const newer = { ...draftFromServer(became(ruko)), id: 9, version: 3, owner: 'Pak Hadi' };
    writeServerCopy(newer);
    writeUnsaved({ ...ruko, id: 9, version: 3, location: 'Bantul' });
    saveLocalProject(ruko);
    settleSyncedLocalProjects(listLocalProjects(), [became(ruko)]);
    expect(readServerCopy(9)).toEqual(newer);
    expect(readUnsaved(9)?.location).toBe('Bantul');
  });

  it('moves it even where storage is full, the account project then opening online only', () => {
    saveLocalProject(ruko);
    const [sent] = listLocalProjects();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('project_copy_')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    try {
      expect(() => settleSyncedLocalProjects([sent!], [became(ruko)])).not.toThrow();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(listLocalProjects()).toEqual([]);
    expect(readServerCopy(9)).toBeNull();
  });
});
