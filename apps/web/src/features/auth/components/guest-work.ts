import { seenBy } from '../../../lib/signed-in';
import { listLocalCalculations, removeLocalCalculations, type LocalCalculation } from '../../../lib/storage';
import { listGuestSavedResults, removeSavedResults } from '../../calculators/saved';
import type { ProjectDraft } from '../../projects/draft';
import { listLocalProjects, removeLocalProjects } from '../../projects/local';

// What was made in this browser without logging in and is in no account yet: a guest's calculations, specialised
// calculators' saved results and projects. It belongs to nobody, so a logout leaves it on the device and the next
// account to log in here is offered it (pending-sync.ts): on a shared device, Keluar names it and removes it only
// when the user chooses so (useLogout.ts).

export interface GuestWork {
  calculations: LocalCalculation['id'][];
  results: string[];
  projects: ProjectDraft['id'][];
}

/** The guest's work this browser holds now, by id. */
export function guestWork(): GuestWork {
  return {
    calculations: listLocalCalculations()
      .filter(seenBy(null))
      .map((item) => item.id),
    results: listGuestSavedResults().map((item) => item.id),
    projects: listLocalProjects().map((item) => item.id),
  };
}

export const hasGuestWork = (work: GuestWork) =>
  work.calculations.length + work.results.length + work.projects.length > 0;

/**
 * Removes the guest's work listed (what the question counted: what another tab made since stays). Each store on its
 * own: one that cannot be written does not keep the others.
 */
export function forgetGuestWork(work: GuestWork): void {
  const removals = [
    () => removeLocalCalculations(work.calculations),
    () => removeSavedResults(work.results),
    () => removeLocalProjects(work.projects),
  ];
  for (const remove of removals) {
    try {
      remove();
    } catch {
      // Storage blocked: nothing could be read from it either.
    }
  }
}
