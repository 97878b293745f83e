// Each bench prints its figures as one JSON line that bench/run.mjs collects into bench/results/latest.{md,json}.
// A figure carries the reference measured in the same run (machines here are noisy) and the ratio to it.

export interface Figure {
  /** What was measured, in words. */
  name: string;
  value: number;
  unit: string;
  /** The same measurement of the baseline, in the same run. */
  reference?: { name: string; value: number };
  /** value / reference.value, when there is a reference. */
  ratio?: number;
  /** The target in words, e.g. "≥ 0.6 × reference" or "< 20 ms". */
  target?: string;
  ok: boolean;
}

export const BENCH_LINE = 'BENCH_JSON ';

export function figure(
  name: string,
  value: number,
  unit: string,
  options: { reference?: { name: string; value: number }; target?: string; ok?: boolean } = {},
): Figure {
  const ratio =
    options.reference && options.reference.value > 0 ? value / options.reference.value : undefined;
  return {
    name,
    value: round(value),
    unit,
    ...(options.reference && { reference: { ...options.reference, value: round(options.reference.value) } }),
    ...(ratio !== undefined && { ratio: round(ratio) }),
    ...(options.target && { target: options.target }),
    ok: options.ok ?? true,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Prints the figures readably and as the JSON line for the runner; exits 1 when any missed its target. */
export function publish(bench: string, figures: Figure[], notes: string[] = []): never {
  for (const item of figures) {
    const reference = item.reference
      ? ` (reference ${item.reference.name}: ${item.reference.value} ${item.unit}, ratio ${item.ratio})`
      : '';
    const target = item.target ? ` target ${item.target}` : '';
    console.log(`${item.ok ? '✓' : '✖'} ${item.name}: ${item.value} ${item.unit}${reference}${target}`);
  }
  for (const note of notes) console.log(`  ${note}`);
  console.log(`${BENCH_LINE}${JSON.stringify({ bench, figures, notes })}`);
  process.exit(figures.every((item) => item.ok) ? 0 : 1);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The middle value (the upper of the two middle ones when the count is even). */
export const median = (values: number[]) => percentile(values, 50);
