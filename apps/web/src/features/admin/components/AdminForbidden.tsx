import { Lock } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { authToasts } from '../../../lib/messages';

/** The 403 screen of /admin: plainly no access, and the way out (log in as admin, or go home). */
export function AdminForbidden({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="admin-forbidden">
      <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
        <Icon node={Lock} className="h-7 w-7" />
      </div>
      <p className="mt-3 text-sm font-semibold tracking-wide text-red-700">403</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{authToasts.noAccess}</h1>
      <p className="mt-2 text-slate-600">
        Panel administrasi hanya untuk admin.{' '}
        {loggedIn
          ? 'Hubungi admin bila Anda memerlukan akses.'
          : 'Masuk dengan akun admin untuk melanjutkan.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {!loggedIn && (
          <Link to="/login" state={{ from: '/admin' }} className={buttonClass('primary')}>
            Masuk
          </Link>
        )}
        <Link to="/" className={buttonClass(loggedIn ? 'primary' : 'secondary')}>
          Kembali ke Beranda
        </Link>
      </div>
    </Card>
  );
}
