import toast from '../../../lib/toast';
import { profileSchema, type ProfileInput, type User } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Feedback';
import { InputField } from '../../../components/ui/Field';
import { isUnauthorized, operationMessage } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { useUpdateProfile } from '../api/profile';
import { useAuthForm } from './useAuthForm';

const fields = ['full_name', 'username', 'email'] as const;

/** Only what changed is sent (PUT /auth/profile); with nothing changed, Simpan waits disabled. */
function changes(user: User, values: Record<(typeof fields)[number], string>): ProfileInput {
  const changed: ProfileInput = {};
  for (const field of fields) {
    if (values[field].trim() !== user[field]) changed[field] = values[field].trim();
  }
  return changed;
}

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useAuthForm(
    profileSchema,
    { full_name: user.full_name, username: user.username, email: user.email },
    async (values) => {
      try {
        const answer = await update.mutateAsync(changes(user, values));
        toast.success(answer.message ?? authToasts.profileUpdated);
      } catch (error) {
        if (!isUnauthorized(error)) toast.error(operationMessage(error, authToasts.profileFailed));
        throw error;
      }
    },
    { toInput: (values) => changes(user, values) },
  );
  // Nothing differs from the saved profile: nothing to send (the schema's "no data changed" would read as a wrong name).
  const unchanged = Object.keys(changes(user, form.values)).length === 0;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Ubah profil</h2>
      <p className="mt-1 text-sm text-slate-500">Nama lengkap tampil di menu akun Anda.</p>
      <form onSubmit={form.submit} noValidate className="mt-5 space-y-4">
        <InputField
          label="Nama lengkap"
          autoComplete="name"
          data-testid="profile-full_name"
          {...form.field('full_name')}
        />
        <InputField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="profile-username"
          {...form.field('username')}
        />
        <InputField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          data-testid="profile-email"
          {...form.field('email')}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            data-testid="profile-save"
            disabled={form.submitting || unchanged}
            className="w-full sm:w-auto"
          >
            {form.submitting && <Spinner className="h-4 w-4 text-slate-900" />}
            Simpan perubahan
          </Button>
        </div>
      </form>
    </Card>
  );
}
