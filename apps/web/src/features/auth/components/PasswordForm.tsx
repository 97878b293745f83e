import toast from '../../../lib/toast';
import { changePasswordSchema } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Feedback';
import { PasswordField } from '../../../components/ui/Field';
import { isUnauthorized, operationMessage } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { useChangePassword } from '../api/profile';
import { useAuthForm } from './useAuthForm';

/**
 * The one toast of a password change: a success replaces the failure shown before it ("Password saat ini salah",
 * then the right one, showed both) and a failure the success.
 */
const PASSWORD_RESULT_TOAST_ID = 'password-result';

const empty = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordForm({ username }: { username: string }) {
  const change = useChangePassword();
  const form = useAuthForm(
    changePasswordSchema,
    empty,
    async ({ current_password, new_password }) => {
      try {
        const answer = await change.mutateAsync({ current_password, new_password });
        form.setValues(empty);
        toast.success(answer.message ?? authToasts.passwordChanged, { id: PASSWORD_RESULT_TOAST_ID });
      } catch (error) {
        if (!isUnauthorized(error))
          toast.error(operationMessage(error, authToasts.passwordFailed), { id: PASSWORD_RESULT_TOAST_ID });
        throw error;
      }
    },
    {
      validate: (values): Record<string, string> =>
        values.confirm_password !== values.new_password
          ? { confirm_password: authToasts.passwordMismatch }
          : {},
    },
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Ubah password</h2>
      <p className="mt-1 text-sm text-slate-500">
        Setelah diubah, perangkat lain yang masih masuk harus login kembali.
      </p>
      {/* While it runs, Enter in a field starts nothing a second time (useAuthForm). */}
      <form onSubmit={form.submit} noValidate className="mt-5 space-y-4">
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          label="Password saat ini"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <PasswordField
          label="Password baru"
          autoComplete="new-password"
          hint="Minimal 8 karakter."
          {...form.field('new_password')}
        />
        <PasswordField
          label="Ulangi password baru"
          autoComplete="new-password"
          {...form.field('confirm_password')}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="secondary"
            data-testid="password-save"
            // Never `disabled`: a button disabled under the focus drops it to the page. Busy, it says so and does
            // nothing, so a second tap starts nothing.
            aria-disabled={form.submitting}
            className="w-full sm:w-auto"
          >
            {form.submitting && <Spinner className="h-4 w-4" />}
            Ubah password
          </Button>
        </div>
      </form>
    </Card>
  );
}
