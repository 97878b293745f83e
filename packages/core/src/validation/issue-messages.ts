import type { z } from 'zod';
import { formatQuantity, listWithDan } from '../format/format';

// zod's own texts, in Indonesian, for every schema that sets none of its own (a field's own message always wins:
// this map is zod's last resort). zod's bundled Indonesian locale named the types in English and read as a
// parser's log ("Input tidak valid: diharapkan object, diterima array"); these say what to send instead.

type Issue = z.core.$ZodRawIssue;

export const issueMessages = {
  required: 'Harus diisi',
  /** The whole request body (a list, a number, text or null sent where the fields belong). */
  body: 'Isi harus berupa objek JSON',
  wrongType: (expected: string, received: string | null) =>
    received ? `Harus berupa ${expected}, bukan ${received}` : `Harus berupa ${expected}`,
  /** `?search=a&search=b`: the query string hands the route a list. */
  repeatedParameter: 'Parameter ini diberikan lebih dari sekali',
  emptyList: 'Daftar tidak boleh kosong',
  invalid: 'Isian tidak valid',
  format: 'Format tidak valid',
  oneOf: (values: string[]) =>
    values.length === 1 ? `Harus ${values[0]}` : `Harus salah satu dari: ${listWithAtau(values)}`,
  unknownFields: (keys: string[]) =>
    keys.length === 1
      ? `Kolom "${keys[0]}" tidak dikenal`
      : `Kolom ${listWithDan(keys.map((key) => `"${key}"`))} tidak dikenal`,
} as const;

/** What a value should be (or is), as a user says it. */
const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'ya/tidak (true atau false)',
  array: 'daftar',
  tuple: 'daftar',
  set: 'daftar',
  object: 'objek',
  record: 'objek',
  map: 'objek',
  date: 'tanggal',
  file: 'berkas',
};

const RECEIVED_NAMES: Record<string, string> = { ...TYPE_NAMES, boolean: 'true/false' };

const FORMATS: Record<string, string> = {
  email: 'Format email tidak valid',
  url: 'Harus berupa alamat URL yang valid',
  uuid: 'Harus berupa UUID',
  guid: 'Harus berupa UUID',
  datetime: 'Harus berupa tanggal dan waktu ISO 8601, misal 2025-01-31T08:00:00Z',
  date: 'Harus berupa tanggal dengan format TTTT-BB-HH, misal 2025-01-31',
  time: 'Harus berupa jam dengan format JJ:MM, misal 08:30',
  lowercase: 'Harus huruf kecil',
  uppercase: 'Harus huruf besar',
};

function listWithAtau(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} atau ${items.at(-1)}`;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

const isRoot = (issue: Issue) => !issue.path || issue.path.length === 0;
// A JSON null is a field left empty, as an absent one.
const isMissing = (value: unknown) => value === undefined || value === null;
const amount = (value: number | bigint) => formatQuantity(Number(value), 6);
const shown = (value: unknown) => (typeof value === 'string' ? value : String(value));

function typeMessage(expected: string[], issue: Issue): string {
  if (isRoot(issue) && expected.every((type) => type === 'object' || type === 'record')) {
    return issueMessages.body;
  }
  if (isMissing(issue.input) || expected.includes('nonoptional')) return issueMessages.required;
  const names = [...new Set(expected.map((type) => TYPE_NAMES[type]))];
  if (names.some((name) => name === undefined)) return issueMessages.invalid;
  const receivedType = typeOf(issue.input);
  // 1,5 for a whole number is a number still: "bukan angka" would puzzle.
  const sameKind = receivedType === 'number' && expected.includes('int');
  const received = sameKind ? null : (RECEIVED_NAMES[receivedType] ?? null);
  return issueMessages.wrongType(
    listWithAtau(names as string[]),
    received && names.includes(received) ? null : received,
  );
}

/** "Harus berupa angka atau teks" when each of a union's options refused the value's type alone. */
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  // A discriminated union's tag that names none of its options.
  const options: unknown = issue.options;
  if (Array.isArray(options) && options.length > 0) return issueMessages.oneOf(options.map(shown));
  const expected = issue.errors.map((errors) =>
    errors.length === 1 && errors[0]!.code === 'invalid_type' && errors[0]!.path.length === 0
      ? errors[0]!.expected
      : null,
  );
  if (expected.length === 0 || expected.includes(null)) {
    return isMissing(issue.input) ? issueMessages.required : issueMessages.invalid;
  }
  return typeMessage(expected as string[], issue);
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const least = small ? 'Minimal' : 'Maksimal';
  switch (issue.origin) {
    case 'string':
      if (small && Number(limit) === 1 && !issue.exact) return issueMessages.required;
      return issue.exact ? `Harus tepat ${amount(limit)} karakter` : `${least} ${amount(limit)} karakter`;
    case 'array':
    case 'set':
      if (small && Number(limit) === 1 && !issue.exact) return issueMessages.emptyList;
      return issue.exact ? `Harus tepat ${amount(limit)} item` : `${least} ${amount(limit)} item`;
    case 'file':
      return `Ukuran berkas ${least.toLowerCase()} ${amount(limit)} byte`;
    case 'date':
      return `Tanggal paling ${small ? 'awal' : 'lambat'} ${new Date(Number(limit)).toISOString().slice(0, 10)}`;
    default:
      if (issue.inclusive === false) return `Harus ${small ? 'lebih' : 'kurang'} dari ${amount(limit)}`;
      return `${least} ${amount(limit)}`;
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if ('prefix' in issue && typeof issue.prefix === 'string') return `Harus diawali "${issue.prefix}"`;
  if ('suffix' in issue && typeof issue.suffix === 'string') return `Harus diakhiri "${issue.suffix}"`;
  if ('includes' in issue && typeof issue.includes === 'string') return `Harus memuat "${issue.includes}"`;
  return FORMATS[issue.format] ?? issueMessages.format;
}

/** zod's last-resort message of an issue, in Indonesian (`z.config({ localeError: issueMessage })`). */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage([issue.expected], issue);
    case 'invalid_union':
      return unionMessage(issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return issue.divisor === 1
        ? issueMessages.wrongType(TYPE_NAMES.int!, null)
        : `Harus kelipatan ${amount(issue.divisor)}`;
    case 'invalid_value':
      return isMissing(issue.input) ? issueMessages.required : issueMessages.oneOf(issue.values.map(shown));
    case 'unrecognized_keys':
      return issueMessages.unknownFields(issue.keys);
    default:
      return issueMessages.invalid;
  }
}

/**
 * The same for a query string, where a list can only be a parameter given twice (`?search=a&search=b`): said so,
 * not "harus berupa teks, bukan daftar".
 */
export function queryIssueMessage(issue: Issue): string {
  const listForOne =
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') &&
    issue.path?.length === 1 &&
    Array.isArray(issue.input);
  return listForOne ? issueMessages.repeatedParameter : issueMessage(issue);
}
