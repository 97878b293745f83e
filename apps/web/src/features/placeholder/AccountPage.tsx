import { Link } from 'react-router';

/** /login and /register live outside the shell; accounts arrive in a later release. */
export default function AccountPage({ mode }: { mode: 'login' | 'register' }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 px-6">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl">
        <img src="/favicon.svg" alt="" className="mx-auto h-12 w-12" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{mode === 'login' ? 'Masuk' : 'Daftar'}</h1>
        <p className="mt-3 text-slate-600">
          Akun segera hadir. Kalkulator ini dapat digunakan langsung tanpa registrasi atau login, dan hasilnya
          tersimpan di browser Anda.
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 font-semibold text-slate-900"
        >
          Kembali ke Beranda
        </Link>
      </div>
    </main>
  );
}
