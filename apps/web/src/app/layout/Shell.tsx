import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingView } from '../../components/ui/Feedback';
import { ConnectionBanner } from './ConnectionBanner';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth';
import { TopBar } from './TopBar';

// The slide-in menu is loaded when first opened: it is a phone's second tap, not its first paint.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/**
 * Logged in with a temporary password (one an admin set, or the first admin's generated one in the server log): the
 * account can do nothing else until it is changed.
 */
function TemporaryPasswordBanner() {
  const temporary = useAuth((state) => state.user?.temporary_login === true);
  if (!temporary) return null;
  return (
    <div
      role="alert"
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900"
      data-testid="temporary-password-banner"
    >
      Anda masuk dengan password sementara.{' '}
      <Link to="/profile" className="font-semibold underline">
        Ganti password sekarang
      </Link>{' '}
      sebelum memakai fitur lain.
    </div>
  );
}

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = useCallback(() => {
    setMenuLoaded(true);
    setMenuOpen(true);
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar onOpenMenu={openMenu} menuOpen={menuOpen} />
      <ConnectionBanner />
      <TemporaryPasswordBanner />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-500">
          Koefisien tenaga kerja dan material mengacu pada SNI/AHSP (Permen PUPR 8/2023). Harga dan upah
          adalah perkiraan 2025–2026; sesuaikan dengan harga setempat.
        </div>
      </footer>
    </div>
  );
}
