import type { JobTypeDetails } from '@kalkulator/core';

/**
 * Job type details change only when an admin edits the catalogue, yet every calculation reads them: keep them in
 * memory for a short while. Writes to the catalogue call invalidate(); the TTL bounds staleness when several
 * server processes share one PostgreSQL.
 */
export class DetailsCache {
  readonly #entries = new Map<number, { details: JobTypeDetails; expires: number }>();
  readonly #ttlMs: number;

  constructor(ttlMs = 30_000) {
    this.#ttlMs = ttlMs;
  }

  async get(
    id: number,
    load: (id: number) => Promise<JobTypeDetails | undefined>,
  ): Promise<JobTypeDetails | undefined> {
    const cached = this.#entries.get(id);
    if (cached && cached.expires > Date.now()) return cached.details;
    const details = await load(id);
    if (details) this.#entries.set(id, { details, expires: Date.now() + this.#ttlMs });
    else this.#entries.delete(id);
    return details;
  }

  invalidate(): void {
    this.#entries.clear();
  }
}
