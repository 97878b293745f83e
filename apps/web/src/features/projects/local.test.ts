import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft } from './draft';
import {
  LOCAL_PROJECTS_KEY,
  findLocalProject,
  listLocalProjects,
  removeLocalProjects,
  saveLocalProject,
} from './local';

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
