import { projectBodySchema } from '@kalkulator/core';
import { projectBody, type ProjectDraft } from './draft';

// Apart from account-copies.ts, which the account menu loads on every page: this needs the project schema (zod), a
// module the first screen does not load.

/**
 * The project as the account keeps it (texts trimmed, numbers and volumes read), whatever its version or time: a
 * draft and the account's answer to it read the same.
 */
function contentOf(draft: ProjectDraft): string {
  const body = projectBody({ ...draft, version: undefined });
  const read = projectBodySchema.safeParse(body);
  return JSON.stringify(read.success ? read.data : body);
}

/** Whether two copies of a project hold the same (its id, version and time aside). */
export function sameProjectContent(a: ProjectDraft, b: ProjectDraft): boolean {
  return contentOf(a) === contentOf(b);
}
