import { typedCalculators } from '../../calculator/typed-drafts';

// Loaded when "Keluar" is tapped (useLogout), not with the account menu on every page: the first page's script
// budget is tight (bench: ≤ 150 KB). It imports nothing the first page holds, so no shared chunk is split off.

/**
 * The logout's question, naming what it would delete (`projectsQuestion` when only unsaved project changes would
 * go); null when nothing typed would be lost.
 */
export function logoutQuestion(
  lost: { projects: boolean; calculators: readonly string[] },
  projectsQuestion: string,
): string | null {
  // Which calculators: "isian kalkulator" alone left a user who had only saved a project wondering what it meant.
  const named = lost.calculators.length > 0 ? ` (${lost.calculators.join(', ')})` : '';
  if (lost.projects && named)
    return `Ada perubahan proyek dan isian kalkulator${named} yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?`;
  if (lost.projects) return projectsQuestion;
  if (named)
    return `Ada isian kalkulator${named} yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?`;
  return null;
}

/** The question for what this device holds now, given whether it holds unsaved project changes. */
export function unsavedWorkQuestion(projects: boolean, projectsQuestion: string): string | null {
  return logoutQuestion({ projects, calculators: typedCalculators() }, projectsQuestion);
}
