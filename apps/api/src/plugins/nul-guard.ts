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

/** A lone UTF-16 surrogate: half of a pair, which no text encoding (PostgreSQL's UTF-8 included) can hold. */
export const loneSurrogateMessage =
  'Teks berisi karakter yang tidak valid (surrogate UTF-16 tanpa pasangan).';

const CLEAN = 0;
const NUL = 1;
const LONE_SURROGATE = 2;
const TOO_DEEP = 3;
type Finding = typeof CLEAN | typeof NUL | typeof LONE_SURROGATE | typeof TOO_DEEP;

// A quick pass for any surrogate (an emoji's pair matches too); only then the exact test for a lone one.
const SURROGATE = /[\uD800-\uDFFF]/;
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function scanText(text: string): Finding {
  if (text.includes('\u0000')) return NUL;
  return SURROGATE.test(text) && LONE.test(text) ? LONE_SURROGATE : CLEAN;
}

/**
 * Whether a value, `depth` levels down, holds a NUL character or a lone surrogate (in a string or in a key) or
 * nests past MAX_NESTING, whichever comes first in key order: the scan every request pays, allocating nothing on a
 * clean value. It recurses at most MAX_NESTING levels, so no body can overflow the stack. The keys leading to a
 * finding (the offending key itself included) are pushed onto `path`, innermost first.
 */
function scan(value: unknown, depth: number, path: string[]): Finding {
  if (typeof value === 'string') return scanText(value);
  if (typeof value !== 'object' || value === null) return CLEAN;
  if (depth === MAX_NESTING) return TOO_DEEP;
  // An array's keys are its indexes: nothing to look at.
  const keyed = !Array.isArray(value);
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const found = (keyed ? scanText(key) : CLEAN) || scan(record[key], depth + 1, path);
    if (found !== CLEAN) {
      path.push(key);
      return found;
    }
  }
  return CLEAN;
}

/** A key as a param can name it: its NUL and lone surrogates written as \u escapes ("a\\u0000"). */
const printable = (key: string) =>
  key
    .replaceAll('\u0000', '\\u0000')
    .replace(new RegExp(LONE.source, 'g'), (char) => `\\u${char.charCodeAt(0).toString(16)}`);

/**
 * Why a body or query must be refused, as a 422 detail, or undefined: a NUL character or a lone surrogate (the
 * param is its field, "materials_data.3.name", or the key holding it, "inputs.a\\u0000b") or nesting deeper than
 * MAX_NESTING (the param is the top-level field holding it).
 */
export function findRefusal(value: unknown): ValidationDetail | undefined {
  const path: string[] = [];
  const found = scan(value, 0, path);
  if (found === CLEAN) return undefined;
  if (found === TOO_DEEP) return { param: Array.isArray(value) ? 'body' : path.at(-1)!, msg: nestingTooDeep };
  const param = path.reverse().map(printable).join('.') || 'body';
  return { param, msg: found === NUL ? errorMessages.nulCharacter : loneSurrogateMessage };
}

/**
 * PostgreSQL cannot store the NUL character in text (it answered such a name with an error, a 500): a body or
 * query holding one anywhere gets a 422 naming the field, before any route sees it. JSON allows it ("\u0000"),
 * and no form of the app sends it. A lone surrogate ("\ud800", half of an emoji) gets the same 422: a jsonb column
 * refused it with an error too, and a text column kept a "\uFFFD" in its place. Keys are looked at as well as
 * strings, since forms and inputs are stored whole as jsonb. A body nested deeper than MAX_NESTING gets a 422 too:
 * JSON.parse reads any depth, but the walks after it (JSON.stringify of a saved calculation's form, of a
 * calculator's inputs) do not.
 */
export default fp(async function nulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    const detail = findRefusal(request.body) ?? findRefusal(request.query);
    if (detail === undefined) return done();
    const details: ValidationDetail[] = [detail];
    reply.status(422).send({ message: errorMessages.invalidInput, details });
  });
});
