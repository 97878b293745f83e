import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationDetail } from '@kalkulator/core';
import { errorMessages } from '../errors';

/** Whether a value holds a NUL character anywhere: the scan every request pays, allocating nothing. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (Object.hasOwn(record, key) && holdsNul(record[key])) return true;
  }
  return false;
}

/** Where a value holds a NUL character, as a param path ("materials_data.3.name"), or undefined. */
export function findNul(value: unknown, path: string): string | undefined {
  if (!holdsNul(value)) return undefined;
  if (typeof value === 'string') return path;
  for (const [key, child] of Object.entries(value as object)) {
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text (it answered such a name with an error, a 500): a body or
 * query holding one anywhere gets a 422 naming the field, before any route sees it. JSON allows it ("\u0000"),
 * and no form of the app sends it.
 */
export default fp(async function nulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const param = findNul(request.body, '') ?? findNul(request.query, '');
    if (param === undefined) return done();
    const details: ValidationDetail[] = [{ param: param || 'body', msg: errorMessages.nulCharacter }];
    reply.status(422).send({ message: errorMessages.invalidInput, details });
  });
});
