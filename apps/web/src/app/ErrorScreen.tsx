import { TriangleAlert } from 'lucide';
import { Icon } from '../components/ui/Icon';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

/**
 * SPEC.md §2: the top-level error screen with its two buttons. `notLoaded`: a screen's code did not arrive (offline
 * before the service worker kept it, in the first seconds of a first visit): no fault of the app, so it says what to
 * do instead of "Oops!". Its texts live here, not in a chunk of their own: offline, that chunk could not load either.
 */
export function ErrorScreen({ notLoaded = false }: { notLoaded?: boolean }) {
  useDocumentTitle('Terjadi kesalahan');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center" data-testid="error-screen">
        <div className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-red-100 text-red-700">
          <Icon node={TriangleAlert} className="h-8 w-8" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">
          {notLoaded ? 'Halaman belum tersedia offline' : 'Oops! Terjadi Kesalahan'}
        </h1>
        <p className="mt-3 text-slate-600">
          {notLoaded
            ? 'Koneksi terputus sebelum halaman ini tersimpan di perangkat. Sambungkan kembali ke internet, lalu coba lagi.'
            : 'Halaman ini tidak dapat ditampilkan.'}{' '}
          Data yang sudah Anda simpan tetap aman di browser Anda.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-xl bg-brand-500 px-5 py-2.5 font-semibold text-slate-900 hover:bg-brand-400"
          >
            {notLoaded ? 'Coba lagi' : 'Muat Ulang Halaman'}
          </button>
          <a
            href="/"
            className="min-h-11 rounded-xl bg-white px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Kembali ke Beranda
          </a>
        </div>
      </div>
    </main>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

// A screen's chunk that did not arrive: the browsers' words for a failed import() (Chromium, Firefox, Safari), Vite's
// for a chunk's stylesheet, and lazy.ts's 120 s.
const NOT_LOADED = /dynamically imported module|module script failed|Unable to preload|terlalu lama dimuat/i;

/** A route's error screen: a screen that could not be loaded says so; any other error is the generic screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen notLoaded={error instanceof Error && NOT_LOADED.test(error.message)} />;
}
