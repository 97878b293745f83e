import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
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

/**
 * After a move to another page the focus would stay on the link pressed, or fall to the page's body with the page
 * it was on: it goes to the main content, so a screen reader reads the new page and Tab starts in it. Not on the
 * page first opened (or reloaded), and not when the new page has put the focus in itself (a field it opens on).
 * The address's query (a search typed, a page turned) is no move. A new page also opens scrolled to its top.
 */
function FocusMainOnNavigation({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  const top = useRef<string | null>(null);
  // A new page opens at its top, not where the last one was scrolled to ("Buka proyek" from a long calculator page
  // landed mid-project); Back and Forward leave the place to the browser. Before the pages' own effects, which may
  // scroll to something of theirs.
  useLayoutEffect(() => {
    if (top.current === pathname) return;
    const first = top.current === null;
    top.current = pathname;
    if (!first && navigationType !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, navigationType]);
  useEffect(() => {
    if (shown.current === pathname) return;
    const opened = shown.current === null && navigationType === 'POP';
    shown.current = pathname;
    const focused = document.activeElement;
    const taken = focused !== null && focused !== document.body && main.current?.contains(focused);
    if (!opened && !taken) main.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, main]);
  return null;
}

/** The first stop of Tab on every page, shown when focused: straight past the top bar to the page's content. */
function SkipLink({ main }: { main: RefObject<HTMLElement | null> }) {
  return (
    <a
      href="#main-content"
      onClick={(event) => {
        // Focused by hand: the router would take the #fragment for a move to another address.
        event.preventDefault();
        main.current?.focus();
      }}
      className="sr-only rounded-xl bg-white px-4 py-2 font-semibold text-slate-900 shadow-lg ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      Lewati ke konten utama
    </a>
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
  const main = useRef<HTMLElement>(null);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink main={main} />
      <FocusMainOnNavigation main={main} />
      <TopBar onOpenMenu={openMenu} menuOpen={menuOpen} />
      <ConnectionBanner />
      <TemporaryPasswordBanner />
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main
        ref={main}
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:py-8"
      >
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      {/* A page's fixed bar (the project's Simpan) sets its height: the footer's text ends above it. */}
      <footer className="border-t border-slate-200 bg-white pb-[var(--fixed-bar-height,0px)]">
        <div className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-500">
          Koefisien tenaga kerja dan material mengacu pada SNI/AHSP (Permen PUPR 8/2023). Harga dan upah
          adalah perkiraan 2025–2026; sesuaikan dengan harga setempat.
        </div>
      </footer>
    </div>
  );
}
