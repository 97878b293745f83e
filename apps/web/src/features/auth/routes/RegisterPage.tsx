import { Link, useLocation, useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { displayName, registerSchema } from '@kalkulator/core';
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

const empty = { username: '', email: '', full_name: '', password: '' };

export default function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const register = useAuth((state) => state.register);
  const form = useAuthForm(registerSchema, empty, async (values) => {
    try {
      const user = await register(values);
      claimTypedWork(user);
      toast.success(authToasts.registered(displayName(user)), { id: AUTH_RESULT_TOAST_ID });
      notePendingSync();
      navigate(returnPath(location), { replace: true });
    } catch (error) {
      toast.error(operationMessage(error, authToasts.registerFailed), { id: AUTH_RESULT_TOAST_ID });
      throw error;
    }
  });

  return (
    <AuthLayout
      title="Buat akun gratis"
      subtitle="Simpan kalkulasi dan proyek RAB di akun Anda, terbuka di perangkat mana pun. Daftar dalam satu menit."
    >
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <InputField
          label={requiredLabel('Nama lengkap')}
          required
          autoComplete="name"
          placeholder="contoh: Budi Santoso"
          {...form.field('full_name')}
        />
        <InputField
          label={requiredLabel('Username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="contoh: budi_santoso"
          hint="3–30 karakter: huruf, angka, titik atau garis bawah."
          {...form.field('username')}
        />
        <InputField
          label={requiredLabel('Email')}
          required
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          placeholder="nama@contoh.com"
          {...form.field('email')}
        />
        <PasswordField
          label={requiredLabel('Password')}
          required
          autoComplete="new-password"
          hint="Minimal 8 karakter."
          {...form.field('password')}
        />
        {/* Never `disabled`: one disabled under the focus drops it to the page. Busy, it does nothing. */}
        <Button
          type="submit"
          data-testid="register-submit"
          aria-disabled={form.submitting}
          className="w-full"
        >
          {form.submitting && <Spinner className="h-4 w-4 text-slate-900" />}
          {form.submitting ? 'Memproses...' : 'Daftar'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Sudah punya akun?{' '}
        <Link
          to="/login"
          state={location.state}
          data-testid="link-login"
          className="font-semibold text-brand-700 hover:underline"
        >
          Masuk
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
