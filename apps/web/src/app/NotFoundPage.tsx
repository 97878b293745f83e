import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

/** Any unknown path: outside the shell (SPEC.md §2). */
export default function NotFoundPage() {
  useDocumentTitle('Halaman tidak ditemukan');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6" data-testid="not-found">
      <div className="max-w-md text-center">
        <h1 className="text-7xl font-black tracking-tight text-brand-700">404</h1>
        <p className="mt-4 text-2xl font-bold text-slate-900">Halaman tidak ditemukan</p>
        <p className="mt-3 text-slate-600">Alamat yang Anda buka tidak ada atau sudah dipindahkan.</p>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 py-2.5 font-semibold text-slate-900 hover:bg-brand-400"
        >
          Kembali ke Beranda
        </Link>
      </div>
    </main>
  );
}
