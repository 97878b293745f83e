// @fastify/rate-limit's own stores, which its types do not declare (plugins/rate-limit-store.ts wraps them).
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { RateLimitStore } from '../plugins/rate-limit-store';
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: import('ioredis').Redis,
    key?: string,
  ) => RateLimitStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from '../plugins/rate-limit-store';
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStore;
  export default LocalStore;
}
