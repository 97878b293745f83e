import { sql } from 'kysely';

/**
 * A row's `updated_at` as a client holds it: its JSON time keeps milliseconds while PostgreSQL keeps microseconds,
 * so an update "only over the version the client opened" compares `updated_at` truncated to the millisecond:
 * `.where(UPDATED_AT_AS_SENT, '=', new Date(expected_updated_at))` in the update itself, never check-then-write.
 */
export const UPDATED_AT_AS_SENT = sql<Date>`date_trunc('milliseconds', updated_at)`;
