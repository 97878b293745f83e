import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';

/** Screens whose features come in later releases; they say so instead of failing. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        Fitur ini segera hadir. Sementara itu, hitung biaya pekerjaan dari katalog.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-brand-500 px-5 font-semibold text-slate-900"
      >
        Lihat kategori pekerjaan
      </Link>
    </Card>
  );
}
