import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationDetail } from '@kalkulator/core';
import { errorMessages } from '../errors';

/**
 * How many objects and arrays a body may nest inside each other. The app's own bodies stay under ten (a project's
 * divisions, their items, …); far deeper ones overflowed the stack of whatever walked them (this guard, then
 * JSON.stringify in a schema's size check or where a route stores a form), a 500.
 */
export const MAX_NESTING = 64;

export const nestingTooDeep = `Struktur data terlalu dalam (paling banyak ${MAX_NESTING} tingkat bersarang).`;

const CLEAN = 0;
const NUL = 1;
const TOO_DEEP = 2;
type Finding = typeof CLEAN | typeof NUL | typeof TOO_DEEP;

/**
 * Whether a value, `depth` levels down, holds a NUL character or nests past MAX_NESTING, whichever comes first in
 * key order: the scan every request pays, allocating nothing on a clean value. It recurses at most MAX_NESTING
 * levels, so no body can overflow the stack. The keys leading to a finding are pushed onto `path`, innermost first.
 */
function scan(value: unknown, depth: number, path: string[]): Finding {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL : CLEAN;
  if (typeof value !== 'object' || value === null) return CLEAN;
  if (depth === MAX_NESTING) return TOO_DEEP;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const found = scan(record[key], depth + 1, path);
    if (found !== CLEAN) {
      path.push(key);
      return found;
    }
  }
  return CLEAN;
}

/**
 * Why a body or query must be refused, as a 422 detail, or undefined: a NUL character (the param is its field,
 * "materials_data.3.name") or nesting deeper than MAX_NESTING (the param is the top-level field holding it).
 */
export function findRefusal(value: unknown): ValidationDetail | undefined {
  const path: string[] = [];
  const found = scan(value, 0, path);
  if (found === CLEAN) return undefined;
  if (found === NUL) return { param: path.reverse().join('.') || 'body', msg: errorMessages.nulCharacter };
  return { param: Array.isArray(value) ? 'body' : path.at(-1)!, msg: nestingTooDeep };
}

/**
 * PostgreSQL cannot store the NUL character in text (it answered such a name with an error, a 500): a body or
 * query holding one anywhere gets a 422 naming the field, before any route sees it. JSON allows it ("\u0000"),
 * and no form of the app sends it. A body nested deeper than MAX_NESTING gets a 422 too: JSON.parse reads any
 * depth, but the walks after it (JSON.stringify of a saved calculation's form, of a calculator's inputs) do not.
 */
export default fp(async function nulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const detail = findRefusal(request.body) ?? findRefusal(request.query);
    if (detail === undefined) return done();
    const details: ValidationDetail[] = [detail];
    reply.status(422).send({ message: errorMessages.invalidInput, details });
  });
});
