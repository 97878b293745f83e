import { useLayoutEffect, useRef, useState } from 'react';

/** What a phone's number keypad lacks for a volume's working ("3 × 4 × 0,15"): typed by a tap while it is open. */
const OPERATORS = [
  { text: '×', label: 'kali' },
  { text: '÷', label: 'bagi' },
  { text: '+', label: 'tambah' },
  { text: '−', label: 'kurang' },
  { text: '(', label: 'kurung buka' },
  { text: ')', label: 'kurung tutup' },
] as const;

/** `text` put in place of the selection of `value`, an operator spaced as "3 × 4", and the caret after it. */
export function insertOperator(value: string, start: number, end: number, text: string) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (text === '(' || text === ')') {
    const head = text === ')' ? before.trimEnd() : before;
    return { value: head + text + after, caret: head.length + 1 };
  }
  const head = before.trimEnd();
  const inserted = head ? ` ${text} ` : `${text} `;
  return { value: head + inserted + after.trimStart(), caret: head.length + inserted.length };
}

/**
 * A line's volume: the number keypad on a phone (inputMode decimal), and while the field has the focus on a touch
 * screen a row of the operators that keypad has not, so an estimator can type the working on site too.
 */
export function VolumeField({
  id,
  className,
  value,
  invalid,
  describedBy,
  onChange,
  testId,
}: {
  id: string;
  className: string;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange(value: string): void;
  testId: string;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // Where the caret goes once the operator is in: set as the new text is drawn, before the next key is read (a
  // frame later, a quick "4" after "×" landed before the caret moved and scrambled the working).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input || caret.current === null) return;
    if (document.activeElement !== input) input.focus();
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  function type(text: string) {
    const input = field.current;
    if (!input) return;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const next = insertOperator(value, start, end, text);
    caret.current = next.caret;
    onChange(next.value);
  }

  return (
    <div
      className="relative w-full"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <input
        ref={field}
        id={id}
        className={className}
        inputMode="decimal"
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      {focused && (
        <div
          // Over the line's name, above the field: leaving the field moves nothing under the finger that taps, and
          // the working's result under the field stays in sight.
          className="absolute inset-x-0 bottom-full z-10 mb-1 hidden gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-lg pointer-coarse:flex"
          role="group"
          aria-label="Operator volume"
          data-testid="volume-operators"
        >
          {OPERATORS.map((operator) => (
            <button
              key={operator.text}
              type="button"
              className="min-h-11 min-w-11 flex-1 rounded-lg border border-slate-300 bg-slate-50 text-base font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus:ring-2 focus:ring-brand-200"
              aria-label={`Sisipkan ${operator.label} (${operator.text})`}
              // The keypad stays open: the field keeps the focus while a button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => type(operator.text)}
            >
              {operator.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
