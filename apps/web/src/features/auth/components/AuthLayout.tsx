import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';

const benefits = [
  'Upah tukang dan pekerja, kebutuhan material, HPP dan RAB per pekerjaan',
  'Koefisien tenaga kerja dan material mengacu pada SNI/AHSP',
  'Riwayat kalkulasi tersimpan di akun, dan hasil di browser dapat disinkronkan ke akun',
];

/** /login and /register: outside the shell, a brand panel beside the form (stacked on phones). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <section className="relative overflow-hidden bg-slate-900 px-6 pt-6 pb-16 text-white lg:flex lg:flex-col lg:justify-between lg:px-12 lg:py-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-500/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:32px_32px]"
        />
        <div className="relative flex items-center justify-between">
          <Link to="/" className="flex items-center gap-2.5 font-bold" data-testid="auth-home-link">
            <img src="/favicon.svg" alt="" className="h-9 w-9" />
            <span className="leading-tight">
              Kalkulator
              <span className="block text-xs font-medium tracking-wide text-brand-400">KONSTRUKSI</span>
            </span>
          </Link>
          <Link to="/" className="text-sm font-medium text-slate-300 hover:text-white lg:hidden">
            ← Beranda
          </Link>
        </div>
        <div className="relative mt-8 lg:mt-0">
          {/* A slogan, not a heading: the page's outline starts at the form's h1. */}
          <p className="text-2xl font-bold leading-tight sm:text-3xl lg:text-4xl">
            Hitung RAB proyek Anda
            <span className="block text-brand-400">dalam hitungan menit.</span>
          </p>
          <ul className="mt-6 hidden space-y-3 text-slate-300 lg:block">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-slate-900">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative hidden text-sm text-slate-400 lg:block">
          Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.
        </p>
      </section>

      <section className="relative -mt-10 px-4 pb-10 lg:mt-0 lg:flex lg:items-center lg:justify-center lg:px-12">
        <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8 lg:shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
      </section>
    </main>
  );
}
