import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, issueMessages, queryIssueMessage } from './issue-messages';

// As the API and the web set it: zod's last resort, below every message a schema sets itself.
const previous = z.config().localeError;
beforeAll(() => z.config({ localeError: issueMessage }));
afterAll(() => z.config({ localeError: previous }));

/** The first message of parsing `value`, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

const ENGLISH =
  /\b(object|array|string|number|boolean|int|bigint|undefined|expected|received|invalid|input)\b/i;

describe('zod messages without a text of their own', () => {
  it('says a whole body that is no JSON object so, whatever came instead', () => {
    const body = z.object({ name: z.string() });
    for (const value of [[1, 2], null, 42, 'teks', true, undefined]) {
      expect(messageOf(body, value)).toBe('Isi harus berupa objek JSON');
    }
  });

  it('names the type a field wants, and the one it got, in Indonesian', () => {
    const form = z.object({
      code: z.string(),
      price: z.number(),
      count: z.number().int(),
      active: z.boolean(),
      lines: z.array(z.string()),
      owner: z.object({ id: z.number() }),
    });
    const valid = { code: 'A.1', price: 1, count: 1, active: true, lines: [], owner: { id: 1 } };
    expect(messageOf(form, { ...valid, code: 12345 })).toBe('Harus berupa teks, bukan angka');
    expect(messageOf(form, { ...valid, price: '12' })).toBe('Harus berupa angka, bukan teks');
    expect(messageOf(form, { ...valid, count: 1.5 })).toBe('Harus berupa bilangan bulat');
    expect(messageOf(form, { ...valid, active: 'ya' })).toBe(
      'Harus berupa ya/tidak (true atau false), bukan teks',
    );
    expect(messageOf(form, { ...valid, lines: {} })).toBe('Harus berupa daftar, bukan objek');
    expect(messageOf(form, { ...valid, owner: [] })).toBe('Harus berupa objek, bukan daftar');
    expect(messageOf(form, { ...valid, code: true })).toBe('Harus berupa teks, bukan true/false');
  });

  it('says a field left out, or sent as null, must be filled', () => {
    const form = z.object({ code: z.string(), price: z.number() });
    expect(messageOf(form, { price: 1 })).toBe('Harus diisi');
    expect(messageOf(form, { code: 'A', price: null })).toBe('Harus diisi');
  });

  it('lists what a union or a choice takes', () => {
    expect(messageOf(z.union([z.number(), z.string()]), true)).toBe(
      'Harus berupa angka atau teks, bukan true/false',
    );
    expect(messageOf(z.enum(['asc', 'desc']), 'naik')).toBe('Harus salah satu dari: asc atau desc');
    expect(messageOf(z.enum(['tukang', 'pekerja', 'mandor']), 'x')).toBe(
      'Harus salah satu dari: tukang, pekerja atau mandor',
    );
    expect(messageOf(z.literal('HAPUS'), 'hapus')).toBe('Harus HAPUS');
    expect(messageOf(z.object({ sort: z.enum(['asc', 'desc']) }), {})).toBe('Harus diisi');
    const tagged = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('material') }),
      z.object({ kind: z.literal('upah') }),
    ]);
    expect(messageOf(tagged, { kind: 'alat' })).toBe('Harus salah satu dari: material atau upah');
  });

  it('says sizes with their unit, numbers written the Indonesian way', () => {
    expect(messageOf(z.string().min(1), '')).toBe('Harus diisi');
    expect(messageOf(z.string().min(3), 'ab')).toBe('Minimal 3 karakter');
    expect(messageOf(z.string().max(100), 'a'.repeat(101))).toBe('Maksimal 100 karakter');
    expect(messageOf(z.string().length(4), 'abc')).toBe('Harus tepat 4 karakter');
    expect(messageOf(z.number().positive(), 0)).toBe('Harus lebih dari 0');
    expect(messageOf(z.number().max(1_000_000), 2_000_000)).toBe('Maksimal 1.000.000');
    expect(messageOf(z.number().min(0.5), 0.25)).toBe('Minimal 0,5');
    expect(messageOf(z.number().lt(100), 100)).toBe('Harus kurang dari 100');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Daftar tidak boleh kosong');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Maksimal 2 item');
  });

  it('says formats and unknown fields plainly', () => {
    expect(messageOf(z.email(), 'budi@')).toBe('Format email tidak valid');
    expect(messageOf(z.iso.datetime(), 'kemarin')).toBe(
      'Harus berupa tanggal dan waktu ISO 8601, misal 2025-01-31T08:00:00Z',
    );
    expect(messageOf(z.iso.date(), '31-01-2025')).toBe(
      'Harus berupa tanggal dengan format TTTT-BB-HH, misal 2025-01-31',
    );
    expect(messageOf(z.string().regex(/^\d+$/), 'abc')).toBe('Format tidak valid');
    expect(messageOf(z.string().startsWith('A.'), 'B.1')).toBe('Harus diawali "A."');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Kolom "b" tidak dikenal');
    expect(messageOf(z.strictObject({}), { b: 1, c: 2 })).toBe('Kolom "b" dan "c" tidak dikenal');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Harus kelipatan 5');
  });

  it('keeps every message a schema sets itself', () => {
    const code = z.string({ error: 'Kode harus berupa teks' }).min(1, { error: 'Kode harus diisi' });
    expect(messageOf(code, 12345)).toBe('Kode harus berupa teks');
    expect(messageOf(code, '')).toBe('Kode harus diisi');
    expect(messageOf(z.object({ code }), [])).toBe('Isi harus berupa objek JSON');
  });

  it('never names a type in English nor reads as a parser log, for any schema and any value', () => {
    const schemas: z.ZodType[] = [
      z.object({ a: z.string() }),
      z.strictObject({ a: z.number() }),
      z.string(),
      z.string().min(3).max(5),
      z.number(),
      z.number().int().positive().max(10),
      z.boolean(),
      z.array(z.number()).min(1).max(2),
      z.tuple([z.string(), z.number()]),
      z.record(z.string(), z.number()),
      z.enum(['a', 'b']),
      z.literal(7),
      z.union([z.number(), z.string()]),
      z.union([z.number(), z.object({ a: z.string() })]),
      z.email(),
      z.iso.datetime(),
      z.object({ nested: z.object({ list: z.array(z.boolean()) }) }),
    ];
    const values = [
      undefined,
      null,
      0,
      -1,
      1.5,
      1e12,
      'x',
      '',
      'a@b',
      true,
      [],
      [1, 'x', null],
      {},
      { a: [] },
    ];
    for (const schema of schemas) {
      for (const value of values) {
        const result = schema.safeParse(value);
        for (const issue of result.error?.issues ?? []) {
          expect(issue.message, `${JSON.stringify(value)}: ${issue.message}`).not.toMatch(ENGLISH);
          expect(issue.message).not.toMatch(/diharapkan|diterima/);
        }
      }
    }
  });
});

describe('query strings', () => {
  it('says a parameter given twice (a list where one value belongs) so', () => {
    const query = z.object({
      search: z.string().optional(),
      sort: z.enum(['name', 'price']).optional(),
      tags: z.array(z.string()).max(1).optional(),
    });
    const read = (value: unknown) =>
      query.safeParse(value, { error: queryIssueMessage }).error?.issues.map((issue) => issue.message);
    expect(read({ search: ['a', 'b'] })).toEqual([issueMessages.repeatedParameter]);
    expect(read({ sort: ['name', 'price'] })).toEqual([issueMessages.repeatedParameter]);
    // A list the query takes is no repeat; nor is anything in a body.
    expect(read({ tags: ['a', 'b'] })).toEqual(['Maksimal 1 item']);
    expect(messageOf(query, { search: ['a', 'b'] })).toBe('Harus berupa teks, bukan daftar');
  });
});
