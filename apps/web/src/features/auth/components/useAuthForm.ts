import { useRef, useState, type FormEvent } from 'react';
import { authFieldErrors } from '@kalkulator/core';
import { validationDetails } from '../../../lib/api-client';

/** The form's first field (in its order) with an error gets the focus, so its message is read and it is typed in. */
function focusFirst(form: HTMLFormElement, errors: Record<string, string>) {
  const field = [...form.elements].find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.name !== '' && element.name in errors,
  );
  field?.focus();
}

/** Form values with inline errors from a core schema, then from the server's 422 details. */
export function useAuthForm<T extends Record<string, string>>(
  schema: Parameters<typeof authFieldErrors>[0],
  initial: T,
  send: (values: T) => Promise<void>,
  options: {
    /** What the schema checks (e.g. only the changed fields); the values themselves by default. */
    toInput?: (values: T) => unknown;
    /** Rules the schema cannot see, e.g. the password confirmation. */
    validate?: (values: T) => Record<string, string>;
  } = {},
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A failure of the whole form (a wrong password), shown by it until the next change or attempt. */
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // Read by a second Enter or tap before the busy state is on screen: a request runs once at a time.
  const running = useRef(false);

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
        setFormError(undefined);
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    const form = event.currentTarget;
    setFormError(undefined);
    const inline = {
      ...authFieldErrors(schema, options.toInput ? options.toInput(values) : values),
      ...options.validate?.(values),
    };
    setErrors(inline);
    if (Object.keys(inline).length > 0) return focusFirst(form, inline);
    running.current = true;
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      const details = validationDetails(error);
      setErrors(details);
      focusFirst(form, details);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }

  return { values, setValues, errors, setErrors, formError, setFormError, field, submit, submitting };
}

/**
 * The one toast of a login or registration attempt: a success replaces the failure shown before it (a wrong
 * password, then the right one, showed "Username atau password salah" beside "Selamat datang").
 */
export const AUTH_RESULT_TOAST_ID = 'auth-result';

/**
 * The label of a field the form cannot be sent without: said before the first attempt, not only once it fails (the
 * input carries `required` too, for assistive technology).
 */
export const requiredLabel = (label: string) => `${label} (wajib)`;
