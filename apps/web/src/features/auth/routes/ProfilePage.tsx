import { displayName, formatDate, type User } from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';
import { Avatar } from '../components/Avatar';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { RequireUser } from '../components/RequireUser';
import { SessionsCard } from '../components/SessionsCard';
import { useProfile } from '../api/profile';
import { useDocumentTitle } from '../../../lib/document-title';

const roleLabel: Record<User['role'], string> = { admin: 'Administrator', user: 'Pengguna' };

export default function ProfilePage() {
  return <RequireUser>{(user) => <Profile sessionUser={user} />}</RequireUser>;
}

function Profile({ sessionUser }: { sessionUser: User }) {
  // The server's copy is fresher than the one verified at start; the session copy shows meanwhile.
  const user = useProfile(true).data ?? sessionUser;
  useDocumentTitle('Profil');
  const facts = [
    ['Username', user.username, 'profile-view-username'],
    ['Email', user.email, 'profile-view-email'],
    ['Nama lengkap', user.full_name, 'profile-view-full_name'],
    ['Peran', roleLabel[user.role], 'profile-view-role'],
    ['Anggota sejak', formatDate(user.created_at), 'profile-view-created_at'],
  ] as const;

  return (
    <div className="mx-auto max-w-4xl space-y-6" data-testid="profile-page">
      <Card className="overflow-hidden">
        <div className="flex items-center gap-4 bg-slate-900 px-5 py-6 text-white sm:px-6">
          <Avatar user={user} size="h-16 w-16 text-xl" />
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold sm:text-2xl" data-testid="profile-name">
              {displayName(user)}
            </h1>
            <p className="truncate text-sm text-slate-300">@{user.username}</p>
            <span
              className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                user.role === 'admin' ? 'bg-brand-500 text-slate-900' : 'bg-white/15 text-white'
              }`}
            >
              {roleLabel[user.role]}
            </span>
          </div>
        </div>
        <dl className="grid gap-x-8 px-5 py-2 sm:grid-cols-2 sm:px-6">
          {facts.map(([label, value, testId]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-3 last:border-0"
            >
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd
                className="min-w-0 truncate text-right text-sm font-medium text-slate-900"
                data-testid={testId}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        {/* On an admin's temporary password only the password changes first (the API refuses the rest). Another
            account is another form; a new save of this one is taken in by the form itself, which keeps the focus. */}
        {!user.temporary_login && <ProfileForm key={user.id} user={user} />}
        <PasswordForm username={user.username} />
      </div>
      <SessionsCard />
    </div>
  );
}
