import type { CalculationResult } from '@kalkulator/core';

/**
 * A browser result whose figures changed on the way to the account: the sync recomputes it with the account's
 * prices as they are now (docs/architecture.md), so a price changed since it was made gives another RAB and HPP,
 * and the user is told which ones rather than finding other totals in the history.
 */
export interface RepricedCalculation {
  local_id: string;
  /** The account's record made from it. */
  calculation_id: number;
  before_rab: number;
  after_rab: number;
  /** Null when the browser copy carried no readable HPP. */
  before_hpp: number | null;
  after_hpp: number;
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The totals the browser showed for this result, read from the copy it sent (its `summary`), when it carries a
 * readable RAB: a copy without one has nothing to compare, and is not said to have changed.
 */
function browserTotals(summary: unknown): { rab: number; hpp: number | null } | null {
  if (typeof summary !== 'object' || summary === null) return null;
  const { rab_total: rab, total_cost: hpp } = summary as Record<string, unknown>;
  const rabValue = amount(rab);
  return rabValue === null ? null : { rab: rabValue, hpp: amount(hpp) };
}

/** What changed between the browser's totals and the stored ones; null when the RAB and the HPP are the same. */
export function repricedOf(
  localId: string,
  browserSummary: unknown,
  stored: { id: number; summary: CalculationResult['summary'] },
): RepricedCalculation | null {
  const before = browserTotals(browserSummary);
  if (!before) return null;
  const after = stored.summary;
  const hppChanged = before.hpp !== null && before.hpp !== after.total_cost;
  if (before.rab === after.rab_total && !hppChanged) return null;
  return {
    local_id: localId,
    calculation_id: stored.id,
    before_rab: before.rab,
    after_rab: after.rab_total,
    before_hpp: before.hpp,
    after_hpp: after.total_cost,
  };
}
