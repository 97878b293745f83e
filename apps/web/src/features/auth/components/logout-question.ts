import { listWithDan } from '@kalkulator/core';
import { typedCalculators } from '../../calculator/typed-drafts';
import { forgetGuestWork, guestWork, hasGuestWork, type GuestWork } from './guest-work';

// Loaded when "Keluar" is tapped (useLogout), not with the account menu on every page: the first page's script
// budget is tight (bench: ≤ 150 KB).

export { forgetGuestWork };

/** What would go with the typed work on logout: unsaved project changes, the calculators with typed input. */
interface TypedLoss {
  projects: boolean;
  calculators: readonly string[];
}

/** What a logout deletes of the typed work, said (without asking); null when nothing typed would be lost. */
function typedLossText(lost: TypedLoss): string | null {
  // Which calculators: "isian kalkulator" alone left a user who had only saved a project wondering what it meant.
  const named = lost.calculators.length > 0 ? ` (${lost.calculators.join(', ')})` : '';
  if (lost.projects && named)
    return `Ada perubahan proyek dan isian kalkulator${named} yang belum disimpan. Keluar akan menghapusnya dari perangkat ini.`;
  if (lost.projects)
    return 'Ada perubahan proyek yang belum disimpan ke akun. Keluar akan menghapusnya dari perangkat ini.';
  if (named)
    return `Ada isian kalkulator${named} yang belum disimpan. Keluar akan menghapusnya dari perangkat ini.`;
  return null;
}

/**
 * The logout's question, naming what it would delete (`projectsQuestion` when only unsaved project changes would
 * go); null when nothing typed would be lost.
 */
export function logoutQuestion(lost: TypedLoss, projectsQuestion: string): string | null {
  if (lost.projects && lost.calculators.length === 0) return projectsQuestion;
  const text = typedLossText(lost);
  return text && `${text} Tetap keluar?`;
}

/** "2 kalkulasi, 1 hasil kalkulator dan 3 proyek". */
function counted(work: GuestWork): string {
  const parts = [
    ...(work.calculations.length > 0 ? [`${work.calculations.length} kalkulasi`] : []),
    ...(work.results.length > 0 ? [`${work.results.length} hasil kalkulator`] : []),
    ...(work.projects.length > 0 ? [`${work.projects.length} proyek`] : []),
  ];
  return listWithDan(parts);
}

/**
 * The guest's work a logout leaves on the device, counted, and the choice: it stays (the next person here sees it,
 * the next account is offered it) or goes. `also`: said after what the typed work loses.
 */
export function guestWorkText(work: GuestWork, also = false): string {
  return (
    `Di browser ini ${also ? 'juga ' : ''}ada ${counted(work)} yang dibuat tanpa login dan belum tersimpan di akun. ` +
    'Bila dibiarkan, orang berikutnya yang memakai perangkat ini dapat melihat dan memindahkannya ke akunnya. ' +
    'Biarkan di perangkat ini, atau hapus sebelum keluar?'
  );
}

export interface LogoutQuestion {
  text: string;
  /** The guest's work the question counts, which the user keeps on the device or removes; null when there is none. */
  guestWork: GuestWork | null;
}

/**
 * The question for what this device holds now, given whether it holds unsaved project changes: the typed work a
 * logout deletes, and the guest's work it would leave here. Null when there is neither.
 */
export function unsavedWorkQuestion(projects: boolean, projectsQuestion: string): LogoutQuestion | null {
  const typed = { projects, calculators: typedCalculators() };
  const work = guestWork();
  if (!hasGuestWork(work)) {
    const text = logoutQuestion(typed, projectsQuestion);
    return text === null ? null : { text, guestWork: null };
  }
  const lost = typedLossText(typed);
  return { text: lost ? `${lost} ${guestWorkText(work, true)}` : guestWorkText(work), guestWork: work };
}
