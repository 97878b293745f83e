import { Link } from 'react-router';

/** Guests: Masuk and Daftar, remembering the page to come back to. */
export function GuestLinks({ from }: { from: string }) {
  return (
    <>
      <Link
        to="/login"
        state={{ from }}
        data-testid="login-link"
        className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:text-white"
      >
        Masuk
      </Link>
      <Link
        to="/register"
        state={{ from }}
        data-testid="register-link"
        className="rounded-lg bg-brand-500 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-brand-400"
      >
        Daftar
      </Link>
    </>
  );
}
