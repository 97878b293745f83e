import type { JobTypeDetails } from '@kalkulator/core';

/**
 * The object kept before a reload when the reload read the same: the pages written with it stay kept (their
 * Brotli encoding takes ~75 ms, and a reload comes every TTL while nobody changes the catalogue).
 */
function unchangedOr<T>(previous: T | undefined, loaded: T): T {
  return previous !== undefined && JSON.stringify(previous) === JSON.stringify(loaded) ? previous : loaded;
}

/**
 * Job type details change only when an admin edits the catalogue, yet every calculation reads them: keep them in
 * memory for a short while. Writes to the catalogue call invalidate(); the TTL bounds staleness when several
 * server processes share one PostgreSQL.
 */
export class DetailsCache {
  readonly #entries = new Map<number, { details: JobTypeDetails; expires: number }>();
  readonly #values = new Map<string, { value: unknown; expires: number }>();
  readonly #ttlMs: number;

  readonly #onInvalidate: (() => void) | undefined;

  /** `onInvalidate` tells the other server processes (their caches then clear at once, not after the TTL). */
  constructor(ttlMs = 30_000, onInvalidate?: () => void) {
    this.#ttlMs = ttlMs;
    this.#onInvalidate = onInvalidate;
  }

  async get(
    id: number,
    load: (id: number) => Promise<JobTypeDetails | undefined>,
  ): Promise<JobTypeDetails | undefined> {
    const cached = this.#entries.get(id);
    if (cached && cached.expires > Date.now()) return cached.details;
    const loaded = await load(id);
    if (!loaded) {
      this.#entries.delete(id);
      return undefined;
    }
    const details = unchangedOr(cached?.details, loaded);
    this.#entries.set(id, { details, expires: Date.now() + this.#ttlMs });
    return details;
  }

  /**
   * A value drawn from the whole catalogue (the home screen's categories), kept and dropped with the job types.
   * The same object is handed out until then: pages written with it are kept per object (PageHtml.withData).
   */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.#values.get(key);
    if (cached && cached.expires > Date.now()) return cached.value as T;
    const value = unchangedOr(cached?.value as T | undefined, await load());
    this.#values.set(key, { value, expires: Date.now() + this.#ttlMs });
    return value;
  }

  /** After a catalogue write: this process's entries go, and every other process is told. */
  invalidate(): void {
    this.clear();
    this.#onInvalidate?.();
  }

  /** Another process changed the catalogue. */
  clear(): void {
    this.#entries.clear();
    this.#values.clear();
  }
}
