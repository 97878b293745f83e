import { z } from 'zod';

// The ids and versions the database's integer columns hold: past them, a request is refused as invalid (422) or not
// found, never sent on to a query the database would refuse.

/** The largest value of an integer (int4) column: every row id, and a project's version. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Whether `value` is a row id the database can hold: a whole number from 1 to MAX_DATABASE_ID. */
export const isDatabaseId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_DATABASE_ID;

/** At most 12 digits: an id has 10, a year 4; a megabyte of "000…001" is no number a form or a path sends. */
const PLAIN_DIGITS = /^\s*\d{1,12}\s*$/;

/**
 * A text of plain decimal digits (a path or query parameter, a form's text) read as its number; anything else left as
 * it is, for the schema to refuse: z.coerce.number read "0x106" as 262, "25e1" as 250, true as 1 and [7] as 7, so a
 * wrong-typed id acted on another row.
 */
export const plainDigits = (value: unknown) =>
  typeof value === 'string' && PLAIN_DIGITS.test(value) ? Number(value) : value;

/** A whole number from `min` to `max`, sent as a JSON number or as plain digits; anything else is `message`. */
export const wholeNumberSchema = (message: string, min: number, max: number) =>
  z.preprocess(
    plainDigits,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** A row id (1 to MAX_DATABASE_ID) as a JSON number or plain digits; anything else is `message`. */
export const databaseIdSchema = (message: string) => wholeNumberSchema(message, 1, MAX_DATABASE_ID);
