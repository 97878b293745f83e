import { Link } from 'react-router';
import { EmptyState } from './ui/Feedback';

/** Offline, a screen whose data was never loaded online: says why, and leads back to the catalogue. */
export function NotOnDevice({ message }: { message: string }) {
  return (
    <EmptyState title="Belum tersedia offline">
      <p>{message}</p>
      <Link to="/" className="font-semibold text-brand-700 hover:underline">
        Kembali ke kategori pekerjaan
      </Link>
    </EmptyState>
  );
}
