import { Link } from 'react-router';
import { hasRole } from '@kalkulator/core';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Feedback';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';

/** /admin: only admins get in; everyone else sees plainly that they have no access. */
export default function AdminPage() {
  const user = useAuth((state) => state.user);
  const loading = useAuth((state) => state.loading);
  if (loading) return <Skeleton className="mx-auto h-64 max-w-xl" />;
  if (!hasRole(user, 'admin')) {
    return (
      <Card className="mx-auto max-w-xl p-8 text-center" data-testid="admin-forbidden">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-2xl">
          🔒
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{authToasts.noAccess}</h1>
        <p className="mt-2 text-slate-600">
          Panel administrasi hanya untuk admin.{' '}
          {user ? 'Hubungi admin bila Anda memerlukan akses.' : 'Masuk dengan akun admin untuk melanjutkan.'}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          {!user && (
            <Link to="/login" state={{ from: '/admin' }} className={buttonClass('primary')}>
              Masuk
            </Link>
          )}
          <Link to="/" className={buttonClass(user ? 'primary' : 'secondary')}>
            Kembali ke Beranda
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="admin-panel">
      <h1 className="text-2xl font-bold text-slate-900">Panel administrasi</h1>
      <p className="mt-3 text-slate-600">
        Pengelolaan kategori, jenis pekerjaan, material, upah dan pengguna segera hadir di sini.
      </p>
    </Card>
  );
}
