import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// Rate-limit counters in Redis (REDIS_URL), shared by every server process. When Redis cannot be reached, the
// plugin would fail every request of the API (its skipOnError off) or let every request through (on). Instead
// each process counts in its own memory until Redis answers again: the limits still hold, per process, and the
// API stays up. The switch each way is logged once.

type Answer = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteLimits = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin's store, with the `read` its own stores have (for `{ increment: false }`). */
export interface RateLimitStore extends FastifyRateLimitStore {
  read?(key: string, answer: Answer, timeWindow: number, max: number): void;
}

interface Outage {
  down: boolean;
  warn(message: string, error?: unknown): void;
}

class RedisOrLocal implements RateLimitStore {
  constructor(
    readonly shared: RateLimitStore,
    readonly local: RateLimitStore,
    readonly outage: Outage,
  ) {}

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#either('incr', key, answer, timeWindow, max);
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#either('read', key, answer, timeWindow, max);
  }

  #either(method: 'incr' | 'read', key: string, answer: Answer, timeWindow: number, max: number) {
    this.shared[method]!(
      key,
      (error, result) => {
        if (!error) {
          if (this.outage.down) {
            this.outage.down = false;
            this.outage.warn('Rate-limit counters: Redis answers again; counting there');
          }
          answer(null, result);
          return;
        }
        if (!this.outage.down) {
          this.outage.down = true;
          this.outage.warn('Rate-limit counters: Redis cannot be reached; counting in this process', error);
        }
        this.local[method]!(key, answer, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteLimits): RateLimitStore {
    return new RedisOrLocal(this.shared.child(routeOptions), this.local.child(routeOptions), this.outage);
  }
}

/** The `store` option of @fastify/rate-limit: Redis, and this process's memory while Redis is unreachable. */
export function redisOrLocalStore(
  redis: Redis,
  nameSpace: string,
  warn: (message: string, error?: unknown) => void,
) {
  return class extends RedisOrLocal {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        { down: false, warn },
      );
    }
  };
}
