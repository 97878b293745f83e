import { z } from 'zod';
import { authMessages } from './messages';

// Request schemas of the auth routes, shared by the API (422 details) and the forms (inline messages).

/**
 * A text field's type error: left out (or null) it is to be filled, sent as another type (`"username": 12345`) it
 * is to be sent as text, not "harus diisi" when it was.
 */
const textField = (required: string, notText: string) =>
  z.string({
    error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input == null ? required : notText),
  });

const username = textField(authMessages.usernameRequired, authMessages.usernameNotText)
  .trim()
  // Left empty, it is "harus diisi" as every other field, not a length to fix.
  .min(1, { error: authMessages.usernameRequired, abort: true })
  .min(3, { error: authMessages.usernameLength })
  .max(30, { error: authMessages.usernameLength })
  .regex(/^[a-zA-Z0-9_.]+$/, { error: authMessages.usernameFormat });

const email = textField(authMessages.emailRequired, authMessages.emailNotText)
  .trim()
  .min(1, { error: authMessages.emailRequired })
  .max(254, { error: authMessages.emailFormat })
  .pipe(z.email({ error: authMessages.emailFormat }));

const fullName = textField(authMessages.fullNameRequired, authMessages.fullNameNotText)
  .trim()
  .min(1, { error: authMessages.fullNameRequired })
  .max(100, { error: authMessages.fullNameLength });

const newPassword = textField(authMessages.passwordRequired, authMessages.passwordNotText)
  // Left empty, "harus diisi" as a missing one is, not a length to fix.
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(8, { error: authMessages.passwordLength })
  .max(200, { error: authMessages.passwordLength });

export const registerSchema = z.object({ username, email, full_name: fullName, password: newPassword });

export const loginSchema = z.object({
  username: textField(authMessages.loginRequired, authMessages.loginNotText)
    .trim()
    .min(1, { error: authMessages.loginRequired }),
  password: textField(authMessages.passwordRequired, authMessages.passwordNotText).min(1, {
    error: authMessages.passwordRequired,
  }),
});

export const profileSchema = z
  .object({ username: username.optional(), email: email.optional(), full_name: fullName.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: authMessages.profileEmpty,
    path: ['full_name'],
  });

export const changePasswordSchema = z
  .object({
    current_password: textField(
      authMessages.currentPasswordRequired,
      authMessages.currentPasswordNotText,
    ).min(1, { error: authMessages.currentPasswordRequired }),
    new_password: newPassword,
  })
  .refine((value) => value.current_password !== value.new_password, {
    error: authMessages.passwordUnchanged,
    path: ['new_password'],
  });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Field → first message, for inline form errors. */
export function authFieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}
