import { useMemo } from 'react';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { versionDifferences, type VersionDifference } from '../conflict-diff';
import { describeDifference } from '../describe-difference';
import {
  draftFromServer,
  priceDraft,
  settingsProblem,
  type ProjectDraft,
  type ServerProject,
} from '../draft';
import { conflictTexts } from '../texts';

/** The differences a phone shows at once; the rest are counted ("dan 3 lainnya"). */
export const SHOWN_DIFFERENCES = 5;

export interface Comparison {
  /** Dibulatkan of each version, as its rekap shows it ("—" here while the rekap waits for a valid overhead or PPN). */
  theirsTotal: string;
  mineTotal: string;
  differences: VersionDifference[];
}

/** The other device's version against the draft here, worked out again as the user types on. */
export function useVersionComparison(theirs: ServerProject, mine: ProjectDraft): Comparison {
  const other = useMemo(() => draftFromServer(theirs), [theirs]);
  const pricedOther = useMemo(() => priceDraft(other), [other]);
  // Each version priced once per change, for its total and for the lines' prices the differences compare.
  return useMemo(() => {
    const pricedMine = priceDraft(mine);
    return {
      theirsTotal: formatRupiah(pricedOther.totals.rounded),
      mineTotal: settingsProblem(mine) ? '—' : formatRupiah(pricedMine.totals.rounded),
      differences: versionDifferences(other, mine, { theirs: pricedOther, mine: pricedMine }),
    };
  }, [pricedOther, other, mine]);
}

/** Both versions' totals, when the other was saved, and the first differences between them. */
export function VersionComparison({ theirs, comparison }: { theirs: ServerProject; comparison: Comparison }) {
  const { differences } = comparison;
  const hidden = differences.length - SHOWN_DIFFERENCES;
  return (
    <div className="space-y-2">
      <ul className="tabular-nums">
        <li data-testid="project-conflict-theirs-total">
          {conflictTexts.theirsTotal(comparison.theirsTotal)}{' '}
          <span className="text-amber-800">
            ({conflictTexts.savedAt(theirs.version, formatDateTime(theirs.updated_at))})
          </span>
        </li>
        <li data-testid="project-conflict-mine-total">{conflictTexts.mineTotal(comparison.mineTotal)}</li>
      </ul>
      {differences.length === 0 ? (
        <p data-testid="project-conflict-same">{conflictTexts.same}</p>
      ) : (
        <div>
          <p className="font-medium">{conflictTexts.differencesTitle}</p>
          <ul className="list-disc space-y-0.5 pl-5 break-words">
            {differences.slice(0, SHOWN_DIFFERENCES).map((difference, index) => (
              <li key={index} data-testid="project-conflict-difference">
                {describeDifference(difference)}
              </li>
            ))}
          </ul>
          {hidden > 0 && <p data-testid="project-conflict-more">{conflictTexts.more(hidden)}</p>}
        </div>
      )}
    </div>
  );
}
