// WEB_CONCURRENCY: the first process keeps N server processes running, one per slot (1…N; slot 1 runs the
// scheduled backups). A process that ends is replaced in its own slot. One that ends soon after it started (a bad
// setting, a database refusing connections) would otherwise be replaced at once, again and again, burning the
// cores and flooding the log: each quick end in a row doubles the wait before the next start, up to a ceiling,
// and a process that ran a while starts the count again. (One that cannot listen is not replaced: server.ts ends
// the server, since the port is the same for every replacement.)

export interface RestartTiming {
  /** A process that ends sooner than this after its start counts as a quick end. */
  quickMs: number;
  /** The wait after the first quick end in a row; doubled for each one after it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RESTART_TIMING: RestartTiming = { quickMs: 10_000, firstDelayMs: 500, maxDelayMs: 30_000 };

export class ProcessSlots {
  readonly #slotOf = new Map<number, number>();
  readonly #startedAt = new Map<number, number>();
  readonly #quickEnds = new Map<number, number>();

  constructor(readonly timing: RestartTiming = RESTART_TIMING) {}

  /** A process (by its cluster id) started in a slot at `now`. */
  started(processId: number, slot: number, now: number): void {
    this.#slotOf.set(processId, slot);
    this.#startedAt.set(slot, now);
  }

  /** A process ended at `now`: its slot, and how long to wait before starting the slot's next process. */
  ended(processId: number, now: number): { slot: number; delayMs: number; quickEnds: number } | undefined {
    const slot = this.#slotOf.get(processId);
    if (slot === undefined) return undefined;
    this.#slotOf.delete(processId);
    const lived = now - (this.#startedAt.get(slot) ?? now);
    const quickEnds = lived < this.timing.quickMs ? (this.#quickEnds.get(slot) ?? 0) + 1 : 0;
    this.#quickEnds.set(slot, quickEnds);
    const delayMs =
      quickEnds === 0 ? 0 : Math.min(this.timing.maxDelayMs, this.timing.firstDelayMs * 2 ** (quickEnds - 1));
    return { slot, delayMs, quickEnds };
  }
}
