import type { JobTypeDetails } from '@kalkulator/core';

/**
 * The object kept before a reload when the reload read the same: the pages written with it stay kept (their
 * Brotli encoding takes ~75 ms, and a reload comes every TTL while nobody changes the catalogue).
 */
function unchangedOr<T>(previous: T | undefined, loaded: T): T {
  return previous !== undefined && JSON.stringify(previous) === JSON.stringify(loaded) ? previous : loaded;
}

interface Entry {
  value: unknown;
  expires: number;
}

/**
 * Job type details change only when an admin edits the catalogue, yet every calculation reads them: keep them in
 * memory for a short while. Writes to the catalogue call invalidate(); the TTL bounds staleness when several
 * server processes share one PostgreSQL.
 */
export class DetailsCache {
  readonly #entries = new Map<number, Entry>();
  readonly #values = new Map<string, Entry>();
  readonly #ttlMs: number;
  /**
   * Counts the clears. A load reads the catalogue over several queries: one begun before a write's clear may hold
   * what the write replaced, so it is kept only if no clear came while it ran.
   */
  #generation = 0;

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
    return this.#read(this.#entries, id, load);
  }

  /**
   * A value drawn from the whole catalogue (the home screen's categories), kept and dropped with the job types.
   * The same object is handed out until then: pages written with it are kept per object (PageHtml.withData).
   */
  async value<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.#read(this.#values, key, load)) as T;
  }

  /** The entry under `key` while it is fresh, else what `load` reads (nothing is kept for undefined). */
  async #read<K, T>(
    entries: Map<K, Entry>,
    key: K,
    load: (key: K) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const cached = entries.get(key);
    if (cached && cached.expires > Date.now()) return cached.value as T;
    const generation = this.#generation;
    const loaded = await load(key);
    // Its own request began before the write and may use it; the next one reads again.
    if (generation !== this.#generation) return loaded;
    if (loaded === undefined) {
      entries.delete(key);
      return undefined;
    }
    const value = unchangedOr(cached?.value as T | undefined, loaded);
    entries.set(key, { value, expires: Date.now() + this.#ttlMs });
    return value;
  }

  /** After a catalogue write: this process's entries go, and every other process is told. */
  invalidate(): void {
    this.clear();
    this.#onInvalidate?.();
  }

  /** Another process changed the catalogue. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#values.clear();
  }
}
