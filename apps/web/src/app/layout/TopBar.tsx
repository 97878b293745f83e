import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { hasRole } from '@kalkulator/core';
import { GuestLinks } from '../../features/auth/components/GuestLinks';
import { useAuth } from '../../features/auth/store';
import { Brand } from './Brand';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:text-white'}`;

// A guest's first load does not carry the account menu: it is loaded for a signed-in user (behind the same
// placeholder as the session check).
const UserMenu = lazy(() =>
  import('../../features/auth/components/UserMenu').then((module) => ({ default: module.UserMenu })),
);

/** While the session is being checked: a quiet placeholder, never the wrong links. */
function UserAreaSkeleton() {
  return (
    <div data-testid="user-area-loading" className="flex items-center gap-2" aria-hidden="true">
      <span className="h-9 w-9 animate-pulse rounded-full bg-white/15" />
      <span className="hidden h-3 w-24 animate-pulse rounded bg-white/15 sm:block" />
    </div>
  );
}

export function TopBar({ onOpenMenu, menuOpen = false }: { onOpenMenu: () => void; menuOpen?: boolean }) {
  const user = useAuth((state) => state.user);
  const loading = useAuth((state) => state.loading);
  const location = useLocation();
  return (
    <header className="sticky top-0 z-30 bg-slate-900/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav className="hidden items-center gap-1 md:flex" aria-label="Navigasi utama">
          <NavLink to="/" end className={navClass}>
            Beranda
          </NavLink>
          <NavLink to="/projects" className={navClass} data-testid="nav-projects">
            Proyek
          </NavLink>
          <NavLink to="/price-books" className={navClass} data-testid="nav-price-books">
            Daftar harga
          </NavLink>
          <NavLink to="/history" className={navClass}>
            History
          </NavLink>
          {hasRole(user, 'admin') && (
            <NavLink to="/admin" className={navClass} data-testid="nav-admin">
              Admin
            </NavLink>
          )}
        </nav>
        <div className="flex items-center gap-2">
          {loading ? (
            <UserAreaSkeleton />
          ) : user ? (
            <Suspense fallback={<UserAreaSkeleton />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <GuestLinks from={location.pathname + location.search} />
            </div>
          )}
          <button
            type="button"
            onClick={onOpenMenu}
            data-testid="mobile-menu-button"
            aria-label="Buka menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
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
