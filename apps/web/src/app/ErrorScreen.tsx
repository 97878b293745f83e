import { TriangleAlert } from 'lucide';
import { Icon } from '../components/ui/Icon';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

/** SPEC.md §2: the top-level error screen with its two buttons. */
export function ErrorScreen() {
  useDocumentTitle('Terjadi kesalahan');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <div className="max-w-md text-center" data-testid="error-screen">
        <div className="mx-auto mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-red-100 text-red-700">
          <Icon node={TriangleAlert} className="h-8 w-8" />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Oops! Terjadi Kesalahan</h1>
        <p className="mt-3 text-slate-600">
          Halaman ini tidak dapat ditampilkan. Data yang sudah Anda simpan tetap aman di browser Anda.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-xl bg-brand-500 px-5 py-2.5 font-semibold text-slate-900 hover:bg-brand-400"
          >
            Muat Ulang Halaman
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
