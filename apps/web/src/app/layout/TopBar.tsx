import { Link, NavLink } from 'react-router';
import { Brand } from './Brand';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:text-white'}`;

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 bg-slate-900/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav className="hidden items-center gap-1 md:flex" aria-label="Navigasi utama">
          <NavLink to="/" end className={navClass}>
            Beranda
          </NavLink>
          <NavLink to="/history" className={navClass}>
            History
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <Link
              to="/login"
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:text-white"
            >
              Masuk
            </Link>
            <Link
              to="/register"
              className="rounded-lg bg-brand-500 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-brand-400"
            >
              Daftar
            </Link>
          </div>
          <button
            type="button"
            onClick={onOpenMenu}
            data-testid="mobile-menu-button"
            aria-label="Buka menu"
            className="flex h-11 w-11 items-center justify-center rounded-xl text-white hover:bg-white/10 md:hidden"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
