import { QUANTITY_DECIMALS } from '../format/format';
import { parseIdNumber, roundTo } from '../format/number';

// A line item's volume may carry its working, as estimators write it on site: "3 × 4 × 0,15", "2 x (3,5 + 1,2)",
// "12,5 / 2". Numbers are read the Indonesian way (decimal comma, "1.250" a thousand); × x * multiply, : / ÷ divide,
// - − – subtract (the typographic minus and dash that phones and word processors put in, too).
// The value is kept with the text, so the working stays visible and the figure is computed once.

export const volumeMessages = {
  empty: 'Volume harus diisi',
  invalid: (text: string) => `Volume "${shortened(text)}" tidak dapat dihitung (contoh: 3 × 4 × 0,15)`,
  positive: 'Volume harus lebih dari 0',
  tooLarge: 'Volume terlalu besar (maks. 1.000.000.000)',
} as const;

export const MAX_VOLUME = 1_000_000_000;

/**
 * How deep brackets and leading minuses may nest: far past any working typed on site ("((3 + 2) × 4)"), and far
 * short of the call stack (each level is three calls), so "((((…" of any length is refused, not a server error.
 */
export const MAX_VOLUME_NESTING = 50;

/** A refused text as the message quotes it: its start, when it is longer than a line of working. */
function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

type Token = { kind: 'number'; value: number } | { kind: 'op'; value: '+' | '-' | '*' | '/' | '(' | ')' };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const source = text.replace(/\s+/g, '');
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const number = /^\d[\d.,]*/.exec(rest);
    if (number) {
      const value = parseIdNumber(number[0]);
      if (Number.isNaN(value)) return null;
      tokens.push({ kind: 'number', value });
      index += number[0].length;
      continue;
    }
    const character = source[index]!;
    const op =
      character === '×' || character === 'x' || character === 'X' || character === '*'
        ? '*'
        : character === '/' || character === ':' || character === '÷'
          ? '/'
          : character === '−' || character === '–'
            ? '-'
            : character === '+' || character === '-' || character === '(' || character === ')'
              ? character
              : null;
    if (!op) return null;
    tokens.push({ kind: 'op', value: op });
    index += 1;
  }
  return tokens;
}

/** Recursive descent over + − (terms) and × ÷ (factors), with brackets and a leading minus. */
function evaluate(tokens: Token[]): number | null {
  let position = 0;
  let depth = 0;
  const peek = () => tokens[position];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === 'op' && token.value === value;
  };
  function nested(read: () => number | null): number | null {
    if (depth >= MAX_VOLUME_NESTING) return null;
    depth += 1;
    const value = read();
    depth -= 1;
    return value;
  }
  function factor(): number | null {
    if (isOp('-')) {
      position += 1;
      const value = nested(factor);
      return value === null ? null : -value;
    }
    if (isOp('(')) {
      position += 1;
      const value = nested(sum);
      if (value === null || !isOp(')')) return null;
      position += 1;
      return value;
    }
    const token = peek();
    if (token?.kind !== 'number') return null;
    position += 1;
    return token.value;
  }
  function product(): number | null {
    let value = factor();
    while (value !== null && (isOp('*') || isOp('/'))) {
      const op = (peek() as { value: string }).value;
      position += 1;
      const right = factor();
      if (right === null) return null;
      value = op === '*' ? value * right : value / right;
    }
    return value;
  }
  function sum(): number | null {
    let value = product();
    while (value !== null && (isOp('+') || isOp('-'))) {
      const op = (peek() as { value: string }).value;
      position += 1;
      const right = product();
      if (right === null) return null;
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }
  const value = sum();
  return position === tokens.length ? value : null;
}

/**
 * A volume as every screen and document prints it (QUANTITY_DECIMALS: "10 ÷ 3" is 3,3333), so the Jumlah priced from
 * it is the printed volume × harga satuan: 3,3333 × Rp 1.165.093 = Rp 3.883.604, not the Rp 3.883.643 of 3,333333.
 */
export const volumeAsPrinted = (value: number): number => roundTo(value, QUANTITY_DECIMALS);

export type VolumeReading = { ok: true; value: number; text: string | null } | { ok: false; msg: string };

/**
 * A volume typed as a number or an expression: its value as printed (volumeAsPrinted, 4 decimals) and, when it was an expression, the text as
 * typed (trimmed). A plain number ("12,5") keeps no text.
 */
export function readVolume(input: number | string): VolumeReading {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, msg: volumeMessages.invalid(String(input)) };
    return checked(input, null);
  }
  const text = input.trim();
  if (!text) return { ok: false, msg: volumeMessages.empty };
  const tokens = tokenize(text);
  const value = tokens && tokens.length > 0 ? evaluate(tokens) : null;
  if (value === null || !Number.isFinite(value)) return { ok: false, msg: volumeMessages.invalid(text) };
  const plain = tokens!.length === 1 || (tokens!.length === 2 && tokens![0]!.kind === 'op');
  return checked(value, plain ? null : text);
}

function checked(exact: number, text: string | null): VolumeReading {
  // Rounded first: 0,00001 would print and price as 0.
  const value = volumeAsPrinted(exact);
  if (!(value > 0)) return { ok: false, msg: volumeMessages.positive };
  if (value > MAX_VOLUME) return { ok: false, msg: volumeMessages.tooLarge };
  return { ok: true, value, text };
}
