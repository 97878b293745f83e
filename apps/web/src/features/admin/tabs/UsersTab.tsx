import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { formatDate, formatDateTime, ownedItems, type Role } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { apiClient, toastApiError } from '../../../lib/api-client';
import { missingOffline } from '../../../lib/offline';
import { useAuth } from '../../auth';
import { useAdminUsers } from '../api/queries';
import { adminKeys } from '../api/keys';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { useRowFocusAfterDelete } from '../components/useRowFocusAfterDelete';
import { Dialog } from '../components/Dialog';
import { applyTable, initialQuery, toggleSort } from '../table';

// Every account, and what an admin does to one: change the role, disable or enable, set a temporary password,
// delete with what it owns. Each action is recorded and listed under the table.

interface AuditEntry {
  id: number;
  actor_username: string;
  action: string;
  target_username: string;
  detail: string;
  created_at: string;
}

const ACTIONS: Record<string, string> = {
  role: 'Peran diubah',
  disable: 'Dinonaktifkan',
  enable: 'Diaktifkan kembali',
  delete: 'Dihapus',
  'temporary-password': 'Password sementara',
  restore: 'Data dipulihkan dari cadangan',
  'clear-all': 'Semua pengguna dihapus',
};

/** The roles as the admin reads them; the values sent stay the API's (user, admin). */
const ROLE_LABELS: Record<Role, string> = { user: 'Pengguna', admin: 'Admin' };
const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

const auditKey = [...adminKeys.users, 'audit'] as const;

/** What an entry adds to its action's own word: "Dinonaktifkan: budi", not "Dinonaktifkan: budi (dinonaktifkan)". */
function auditDetail(entry: AuditEntry): string {
  const said = (ACTIONS[entry.action] ?? '').toLowerCase();
  const rest = entry.detail
    .split(', ')
    .filter((part) => part && part.toLowerCase() !== said)
    .join(', ');
  return rest ? ` (${rest})` : '';
}

function useUserActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: auditKey }),
    ]);
  const onError = (error: unknown) => toastApiError(error);
  return {
    change: useMutation({
      mutationFn: async ({ id, ...body }: { id: number; role?: string; disabled?: boolean }) =>
        (await apiClient.patch<{ message: string }>(`/auth/users/${id}`, body)).data,
      onSuccess: (answer) => {
        toast.success(answer.message);
        return refresh();
      },
      onError,
    }),
    remove: useMutation({
      mutationFn: async (id: number) =>
        (await apiClient.delete<{ message: string }>(`/auth/users/${id}`)).data,
      // Not awaited: the dialog closes at once, the focus back on the row's Hapus, and the row goes after (the
      // focus then moves on to the next row's Hapus) rather than from under the dialog.
      onSuccess: (answer) => {
        toast.success(answer.message);
        void refresh();
      },
      onError,
    }),
    temporary: useMutation({
      mutationFn: async (id: number) =>
        (await apiClient.post<{ password: string; message: string }>(`/auth/users/${id}/temporary-password`))
          .data,
      onSuccess: () => refresh(),
      onError,
    }),
  };
}

function Audit() {
  const audit = useQuery({
    queryKey: auditKey,
    queryFn: async () => (await apiClient.get<{ audit: AuditEntry[] }>('/auth/users/audit')).data.audit,
  });
  if (!audit.data?.length) return null;
  return (
    <section className="space-y-2" aria-label="Catatan tindakan admin">
      <h3 className="text-sm font-bold text-slate-900">Catatan tindakan</h3>
      <ul className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 text-sm" data-testid="user-audit">
        {audit.data.map((entry) => (
          <li key={entry.id} className="py-2" data-testid="user-audit-entry">
            <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span>:{' '}
            {entry.target_username}
            {auditDetail(entry)} · oleh {entry.actor_username} ·{' '}
            <span className="text-slate-500">{formatDateTime(entry.created_at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function UsersTab() {
  const list = useAdminUsers();
  const me = useAuth((state) => state.user);
  const actions = useUserActions();
  const [query, setQuery] = useState(initialQuery('username'));
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [promoting, setPromoting] = useState<AdminUser | null>(null);
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [password, setPassword] = useState<{ username: string; password: string } | null>(null);
  const page = applyTable<AdminUser>(
    list.data ?? [],
    query,
    (row) => `${row.username} ${row.full_name} ${row.email} ${row.role} ${roleLabel(row.role)}`,
  );
  // One's own account has no Hapus: the focus skips it.
  const afterDelete = useRowFocusAfterDelete(
    'users',
    'user-delete',
    page.rows.filter((row) => row.id !== me?.id).map((row) => row.id),
  );
  return (
    <div className="space-y-5">
      <DataTable
        ref={afterDelete.table}
        name="users"
        searchLabel="Cari pengguna"
        columns={[
          {
            key: 'username',
            label: 'Username',
            render: (row) => (
              <span className="font-medium">
                {row.username}
                {row.disabled && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    nonaktif
                  </span>
                )}
              </span>
            ),
          },
          { key: 'full_name', label: 'Nama', render: (row) => row.full_name },
          { key: 'email', label: 'E-mail', render: (row) => row.email },
          {
            key: 'calculation_count',
            label: 'Kalkulasi',
            align: 'right',
            render: (row) => (
              <Link
                to={`/admin?tab=calculations&user=${row.id}`}
                className="font-medium text-brand-700 underline"
                data-testid="user-calculations"
                aria-label={`${row.calculation_count ?? 0} kalkulasi ${row.username}`}
              >
                {row.calculation_count ?? 0}
              </Link>
            ),
          },
          {
            key: 'role',
            label: 'Peran',
            render: (row) => (
              <select
                aria-label={`Peran ${row.username}`}
                className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                value={row.role}
                // Not one's own: a slip would end one's access to this panel at once.
                disabled={actions.change.isPending || row.id === me?.id}
                title={row.id === me?.id ? 'Peran akun Anda diubah oleh admin lain' : undefined}
                // Making someone an admin hands over the whole product: asked first. Back to user goes at once.
                onChange={(event) =>
                  event.target.value === 'admin'
                    ? setPromoting(row)
                    : actions.change.mutate({ id: row.id, role: event.target.value })
                }
                data-testid="user-role"
              >
                {Object.entries(ROLE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ),
          },
          {
            key: 'created_at',
            label: 'Terdaftar',
            render: (row) => (row.created_at ? formatDate(row.created_at) : '—'),
          },
          {
            key: 'id',
            label: 'Tindakan',
            sortable: false,
            render: (row) =>
              row.id === me?.id ? (
                <span className="text-xs text-slate-500">akun Anda</span>
              ) : (
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="secondary"
                    className="min-h-10 px-3 text-xs"
                    // Disabling ends every session at once: asked first. Enabling again goes at once.
                    onClick={() =>
                      row.disabled
                        ? actions.change.mutate({ id: row.id, disabled: false })
                        : setDisabling(row)
                    }
                    data-testid="user-toggle"
                    // Named by whose row it is: a screen reader moving from row to row hears which account.
                    aria-label={`${row.disabled ? 'Aktifkan' : 'Nonaktifkan'} ${row.username}`}
                  >
                    {row.disabled ? 'Aktifkan' : 'Nonaktifkan'}
                  </Button>
                  <Button
                    variant="secondary"
                    className="min-h-10 px-3 text-xs"
                    onClick={() => setResetting(row)}
                    data-testid="user-temporary-password"
                    aria-label={`Password sementara ${row.username}`}
                  >
                    Password sementara
                  </Button>
                  <Button
                    variant="secondary"
                    className="min-h-10 px-3 text-xs text-red-700"
                    onClick={() => setDeleting(row)}
                    data-testid="user-delete"
                    aria-label={`Hapus ${row.username}`}
                  >
                    Hapus
                  </Button>
                </div>
              ),
          },
        ]}
        rows={page.rows}
        rowKey={(row) => row.id}
        query={{ ...query, page: page.page }}
        onQuery={setQuery}
        onSort={(key) => setQuery(toggleSort(query, key))}
        total={page.total}
        pages={page.pages}
        loading={list.isPending}
        offline={missingOffline(list)}
        error={list.isError}
        onRetry={() => void list.refetch()}
      />
      <Audit />
      {promoting && (
        <ConfirmDialog
          title={`Jadikan ${promoting.username} admin?`}
          confirmLabel="Jadikan admin"
          busy={actions.change.isPending}
          onClose={() => setPromoting(null)}
          onConfirm={() =>
            actions.change.mutate(
              { id: promoting.id, role: 'admin' },
              { onSuccess: () => setPromoting(null) },
            )
          }
        >
          Admin dapat mengubah katalog dan harga, mengelola semua pengguna, melihat semua kalkulasi, serta
          menghapus seluruh data.
        </ConfirmDialog>
      )}
      {disabling && (
        <ConfirmDialog
          title={`Nonaktifkan ${disabling.username}?`}
          confirmLabel="Nonaktifkan"
          busy={actions.change.isPending}
          onClose={() => setDisabling(null)}
          onConfirm={() =>
            actions.change.mutate(
              { id: disabling.id, disabled: true },
              { onSuccess: () => setDisabling(null) },
            )
          }
        >
          Semua sesi {disabling.username} berakhir saat ini juga, di setiap perangkat, dan ia tidak dapat
          masuk sampai diaktifkan kembali; sesudah diaktifkan ia harus masuk lagi. Data miliknya tetap ada.
        </ConfirmDialog>
      )}
      {resetting && (
        <ConfirmDialog
          title={`Buat password sementara untuk ${resetting.username}?`}
          confirmLabel="Buat password sementara"
          busy={actions.temporary.isPending}
          onClose={() => setResetting(null)}
          onConfirm={() =>
            actions.temporary.mutate(resetting.id, {
              onSuccess: (answer) => {
                setResetting(null);
                setPassword({ username: resetting.username, password: answer.password });
              },
            })
          }
        >
          Password {resetting.username} saat ini diganti dengan password sementara yang ditampilkan sekali
          kepada Anda. Semua sesinya berakhir, dan ia harus menggantinya saat masuk berikutnya.
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Hapus pengguna ${deleting.username}?`}
          confirmLabel="Hapus pengguna"
          busy={actions.remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            afterDelete.deleting(deleting.id);
            actions.remove.mutate(deleting.id, {
              onSuccess: () => setDeleting(null),
              onError: afterDelete.kept,
            });
          }}
        >
          Akun {deleting.username} dihapus bersama{' '}
          <strong data-testid="user-delete-owned">
            {ownedItems({
              calculations: deleting.calculation_count ?? 0,
              projects: deleting.project_count ?? 0,
              calculator_results: deleting.calculator_result_count ?? 0,
              price_books: deleting.price_book_count ?? 0,
            })}
          </strong>{' '}
          miliknya. Tindakan ini tidak dapat dibatalkan.
        </ConfirmDialog>
      )}
      {password && (
        <Dialog
          title={`Password sementara ${password.username}`}
          onClose={() => setPassword(null)}
          testId="user-password-dialog"
        >
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              Sampaikan password ini kepada pengguna. Ia harus menggantinya saat masuk; sesi lamanya berakhir.
            </p>
            <p className="rounded-xl bg-slate-100 p-3 font-mono text-base" data-testid="user-password">
              {password.password}
            </p>
            <Button onClick={() => setPassword(null)}>Selesai</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
