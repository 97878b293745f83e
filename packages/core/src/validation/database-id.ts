// The ids and versions the database's integer columns hold: past them, a request is refused as invalid (422) or not
// found, never sent on to a query the database would refuse.

/** The largest value of an integer (int4) column: every row id, and a project's version. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Whether `value` is a row id the database can hold: a whole number from 1 to MAX_DATABASE_ID. */
export const isDatabaseId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_DATABASE_ID;
