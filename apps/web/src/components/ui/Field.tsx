import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string;
  suffix?: string;
  children: (props: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A labelled form control with an optional unit suffix, hint and the inline error (data-testid error-<name>). */
function FieldShell({ label, name, hint, error, suffix, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        {children({ id, describedBy, invalid: Boolean(error) })}
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" data-testid={`error-${name}`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (invalid: boolean, suffix?: string) =>
  `block w-full min-h-11 rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-2 ${
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
  } ${suffix ? 'pr-14' : ''}`;

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string;
  suffix?: string;
};

export function InputField({ label, name, hint, error, suffix, ...input }: InputFieldProps) {
  return (
    <FieldShell label={label} name={name} hint={hint} error={error} suffix={suffix}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          data-testid={`input-${name}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={controlClass(invalid, suffix)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string;
  options: { value: string; label: string }[];
};

export function SelectField({ label, name, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} name={name} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          data-testid={`input-${name}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={controlClass(invalid)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'suffix'>;

/** A password input with a show/hide toggle (data-testid input-<name>, toggle-<name>). */
export function PasswordField({ label, name, hint, error, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} name={name} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            name={name}
            type={visible ? 'text' : 'password'}
            data-testid={`input-${name}`}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={`${controlClass(invalid)} pr-12`}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
            aria-pressed={visible}
            data-testid={`toggle-${name}`}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" strokeLinecap="round" />}
            </svg>
          </button>
        </>
      )}
    </FieldShell>
  );
}
