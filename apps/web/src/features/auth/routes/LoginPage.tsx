import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { displayName, loginSchema } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Feedback';
import { InputField, PasswordField } from '../../../components/ui/Field';
import { operationMessage } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { AuthLayout } from '../components/AuthLayout';
import { returnPath } from '../components/redirect';
import { claimTypedWork } from '../components/typed-work';
import { notePendingSync } from '../components/pending-sync';
import { AUTH_RESULT_TOAST_ID, requiredLabel, useAuthForm } from '../components/useAuthForm';
import { useAuth } from '../store';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuth((state) => state.login);
  const form = useAuthForm(loginSchema, { username: '', password: '' }, async (values) => {
    try {
      const user = await login(values);
      claimTypedWork(user);
      toast.success(authToasts.welcome(displayName(user)), { id: AUTH_RESULT_TOAST_ID });
      notePendingSync();
      // A temporary password from an admin is changed first.
      navigate(user.temporary_login ? '/profile' : returnPath(location), { replace: true });
    } catch (error) {
      const message = operationMessage(error, authToasts.loginFailed);
      toast.error(message, { id: AUTH_RESULT_TOAST_ID });
      // Also by the form, where the eye is (the toast goes after a few seconds).
      form.setFormError(message);
      throw error;
    }
  });

  // A refused login: the message is read out (role=alert) and the focus goes to the password, which it describes,
  // to be typed again.
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  useEffect(() => {
    if (form.formError) formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [form.formError]);

  return (
    <AuthLayout title="Masuk ke akun Anda" subtitle="Masuk untuk mengelola profil dan akun Anda.">
      <form ref={formRef} onSubmit={form.submit} noValidate className="space-y-4">
        <InputField
          label={requiredLabel('Username atau email')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="contoh: budi_santoso"
          {...form.field('username')}
        />
        <PasswordField
          label={requiredLabel('Password')}
          required
          autoComplete="current-password"
          {...form.field('password')}
          {...(form.formError ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        {form.formError && (
          <p
            id={errorId}
            role="alert"
            data-testid="login-error"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {form.formError}
          </p>
        )}
        {/* Never `disabled`: one disabled under the focus drops it to the page. Busy, it does nothing. */}
        <Button type="submit" data-testid="login-submit" aria-disabled={form.submitting} className="w-full">
          {form.submitting && <Spinner className="h-4 w-4 text-slate-900" />}
          {form.submitting ? 'Memproses...' : 'Masuk'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Belum punya akun?{' '}
        <Link
          to="/register"
          state={location.state}
          data-testid="link-register"
          className="font-semibold text-brand-700 hover:underline"
        >
          Daftar gratis
        </Link>
      </p>
      <p className="mt-3 text-center text-sm">
        <Link to="/" className="text-slate-500 hover:text-slate-800 hover:underline">
          Lanjut tanpa akun
        </Link>
      </p>
    </AuthLayout>
  );
}
