import { useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { displayName, hasRole, type User } from '@kalkulator/core';
import { useFocusTrap } from '../../components/ui/useFocusTrap';
import { Avatar, useAuth, useLogout } from '../../features/auth';
import { Brand } from './Brand';
import { CalculatorSubmenu } from './CalculatorSubmenu';
import { GUEST_NOTE } from './navigation';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-3 transition ${isActive ? 'bg-brand-50 text-slate-900' : 'text-slate-800 hover:bg-slate-100'}`;

/** SPEC.md §2: the slide-in menu with search, the sections and the expanding Kalkulator submenu. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [calculatorsOpen, setCalculatorsOpen] = useState(false);
  const user = useAuth((state) => state.user);
  const loading = useAuth((state) => state.loading);

  const panel = useRef<HTMLElement>(null);
  // A modal panel: focus stays inside while open and returns to the menu button when it closes.
  useFocusTrap(panel, open, onClose);

  function search(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    navigate(`/?search=${encodeURIComponent(text)}`);
    setQuery('');
    onClose();
  }

  return (
    <div className={`fixed inset-0 z-40 md:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        className={`absolute inset-0 bg-slate-900/50 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
      />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`absolute inset-y-0 left-0 flex w-[86%] max-w-sm flex-col bg-white transition-[transform,visibility] duration-200 ${
          open ? 'translate-x-0 shadow-2xl' : 'invisible -translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between bg-slate-900 px-4 py-3">
          <Brand onClick={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label="Tutup menu"
            className="flex h-11 w-11 items-center justify-center rounded-xl text-white hover:bg-white/10"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open && (
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <form onSubmit={search} role="search">
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Cari kategori atau pekerjaan..."
                aria-label="Cari kategori atau pekerjaan"
                data-testid="mobile-search"
                enterKeyHint="search"
                className="block min-h-11 w-full rounded-xl border border-slate-300 px-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
            </form>
            <nav className="mt-4 space-y-1" aria-label="Menu utama">
              <NavLink to="/" end className={itemClass} onClick={onClose}>
                <span className="block font-semibold">Beranda</span>
                <span className="block text-sm text-slate-500">Kategori pekerjaan konstruksi</span>
              </NavLink>
              <div>
                <button
                  type="button"
                  onClick={() => setCalculatorsOpen((value) => !value)}
                  aria-expanded={calculatorsOpen}
                  className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-left text-slate-800 hover:bg-slate-100"
                >
                  <span>
                    <span className="block font-semibold">Kalkulator</span>
                    <span className="block text-sm text-slate-500">Kalkulator panjang, luas, dan volume</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={`text-slate-400 transition-transform ${calculatorsOpen ? 'rotate-180' : ''}`}
                  >
                    ▾
                  </span>
                </button>
                {calculatorsOpen && <CalculatorSubmenu onNavigate={onClose} />}
              </div>
              <NavLink
                to="/projects"
                className={itemClass}
                onClick={onClose}
                data-testid="mobile-nav-projects"
              >
                <span className="block font-semibold">Proyek</span>
                <span className="block text-sm text-slate-500">RAB proyek seluruh bangunan</span>
              </NavLink>
              <NavLink
                to="/price-books"
                className={itemClass}
                onClick={onClose}
                data-testid="mobile-nav-price-books"
              >
                <span className="block font-semibold">Daftar harga</span>
                <span className="block text-sm text-slate-500">Harga upah, bahan dan alat per wilayah</span>
              </NavLink>
              <NavLink to="/history" className={itemClass} onClick={onClose}>
                <span className="block font-semibold">History</span>
                <span className="block text-sm text-slate-500">Riwayat perhitungan Anda</span>
              </NavLink>
              {hasRole(user, 'admin') && (
                <NavLink to="/admin" className={itemClass} onClick={onClose} data-testid="mobile-nav-admin">
                  <span className="block font-semibold">Admin</span>
                  <span className="block text-sm text-slate-500">Panel administrasi</span>
                </NavLink>
              )}
            </nav>
            {/* For guests: a logged-in user is past the question of needing an account. */}
            {!user && (
              <div className="mt-6 rounded-xl bg-brand-50 p-4 text-sm text-slate-700">{GUEST_NOTE}</div>
            )}
            <MobileUserArea user={user} loading={loading} onClose={onClose} />
          </div>
        )}
      </aside>
    </div>
  );
}

function MobileUserArea({
  user,
  loading,
  onClose,
}: {
  user: User | null;
  loading: boolean;
  onClose: () => void;
}) {
  const logout = useLogout();
  // Masuk and Daftar come back here afterwards, as the top bar's links do on a wider screen.
  const location = useLocation();
  const from = location.pathname + location.search;
  if (loading) {
    return (
      <div className="mt-4 h-16 animate-pulse rounded-xl bg-slate-100" data-testid="user-area-loading" />
    );
  }
  if (!user) {
    return (
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link
          to="/login"
          state={{ from }}
          onClick={onClose}
          data-testid="mobile-login-link"
          className="rounded-xl px-3 py-3 text-center font-semibold text-slate-800 ring-1 ring-slate-300"
        >
          Masuk
        </Link>
        <Link
          to="/register"
          state={{ from }}
          onClick={onClose}
          data-testid="mobile-register-link"
          className="rounded-xl bg-brand-500 px-3 py-3 text-center font-semibold text-slate-900"
        >
          Daftar
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-4 rounded-xl ring-1 ring-slate-200" data-testid="mobile-user-area">
      <div className="flex items-center gap-3 px-3 py-3">
        <Avatar user={user} size="h-10 w-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 p-2">
        <Link
          to="/profile"
          onClick={onClose}
          className="rounded-lg px-3 py-2.5 text-center text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
        >
          Profil
        </Link>
        <button
          type="button"
          data-testid="mobile-logout-button"
          onClick={() => {
            onClose();
            void logout();
          }}
          className="rounded-lg px-3 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
        >
          Keluar
        </button>
      </div>
    </div>
  );
}
