import { useState } from 'react';
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

/**
 * The one toast of a profile save: a success replaces the failure shown before it ("Email sudah terdaftar", then a
 * saved profile, showed both) and a failure the success.
 */
const PROFILE_RESULT_TOAST_ID = 'profile-result';

const savedValues = (user: User) => ({
  full_name: user.full_name,
  username: user.username,
  email: user.email,
});

/** Only what changed is sent (PUT /auth/profile); with nothing changed, Simpan waits idle. */
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
    savedValues(user),
    async (values) => {
      try {
        const answer = await update.mutateAsync(changes(user, values));
        toast.success(answer.message ?? authToasts.profileUpdated, { id: PROFILE_RESULT_TOAST_ID });
      } catch (error) {
        if (!isUnauthorized(error))
          toast.error(operationMessage(error, authToasts.profileFailed), { id: PROFILE_RESULT_TOAST_ID });
        throw error;
      }
    },
    { toInput: (values) => changes(user, values) },
  );
  // A new saved profile (this save, or a fresher copy from the server) becomes the form's values, as they are saved
  // (trimmed). Reset here, not by remounting the form on updated_at: a remount took the focus from the field or the
  // button that saved it and dropped it to the page.
  const [shownVersion, setShownVersion] = useState(user.updated_at);
  if (shownVersion !== user.updated_at) {
    setShownVersion(user.updated_at);
    form.setValues(savedValues(user));
    form.setErrors({});
  }
  // Nothing differs from the saved profile: nothing to send (the schema's "no data changed" would read as a wrong name).
  const unchanged = Object.keys(changes(user, form.values)).length === 0;
  // Never `disabled`: a button disabled under the focus (just saved, or saving) drops it to the page. Idle, it says
  // so and does nothing, and Enter in a field sends nothing either.
  const idle = form.submitting || unchanged;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Ubah profil</h2>
      <p className="mt-1 text-sm text-slate-500">Nama lengkap tampil di menu akun Anda.</p>
      <form
        onSubmit={(event) => (idle ? event.preventDefault() : void form.submit(event))}
        noValidate
        className="mt-5 space-y-4"
      >
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
          <Button type="submit" data-testid="profile-save" aria-disabled={idle} className="w-full sm:w-auto">
            {form.submitting && <Spinner className="h-4 w-4 text-slate-900" />}
            Simpan perubahan
          </Button>
        </div>
      </form>
    </Card>
  );
}
