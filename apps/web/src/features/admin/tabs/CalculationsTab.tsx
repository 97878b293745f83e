import { missingOffline } from '../../../lib/offline';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { toastApiError } from '../../../lib/api-client';
import { send, useAdminWrite } from '../api/mutations';
import { useAdminCalculations, useAdminUsers } from '../api/queries';
import type { AdminCalculation } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { useRowFocusAfterDelete } from '../components/useRowFocusAfterDelete';
import { initialQuery, toggleSort, type TableQuery } from '../table';

/** The user filter (?user=<id> in the address, so the Users tab can link to one user's calculations). */
function UserFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange(id: number | undefined): void;
}) {
  const users = useAdminUsers();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600 sm:w-64">
      <span className="shrink-0">Pengguna</span>
      <select
        data-testid="calculations-user"
        className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-2 text-sm text-slate-900"
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value) || undefined)}
      >
        <option value="">Semua pengguna</option>
        {(users.data ?? []).map((user) => (
          <option key={user.id} value={user.id}>
            {user.username}
            {user.calculation_count !== undefined ? ` (${user.calculation_count})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every user's calculations (or one user's), searched, sorted and paged by the server. */
export function CalculationsTab() {
  const [query, setQuery] = useState<TableQuery>(initialQuery('created_at', 'desc'));
  const [deleting, setDeleting] = useState<AdminCalculation | null>(null);
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('user')) || undefined;
  const setUser = (id: number | undefined) => {
    setParams(id ? { tab: 'calculations', user: String(id) } : { tab: 'calculations' }, { replace: true });
    setQuery({ ...query, page: 1 });
  };
  const list = useAdminCalculations({
    page: query.page,
    limit: query.pageSize,
    search: query.search,
    sort: query.sort,
    order: query.order,
    ...(userId && { user_id: userId }),
  });
  const remove = useAdminWrite((row: AdminCalculation) => send('delete', `/calculations/admin/${row.id}`));
  const name = (row: AdminCalculation) => row.project_name || row.job_type_name || `#${row.id}`;
  const rows = list.data?.calculations ?? [];
  const afterDelete = useRowFocusAfterDelete(
    'calculations',
    'calculations-delete',
    rows.map((row) => row.id),
  );
  return (
    <>
      <DataTable
        ref={afterDelete.table}
        name="calculations"
        searchLabel="Cari proyek atau jenis pekerjaan"
        toolbar={<UserFilter value={userId} onChange={setUser} />}
        columns={[
          { key: 'created_at', label: 'Tanggal', render: (row) => formatDateTime(row.created_at) },
          { key: 'project_name', label: 'Proyek', render: (row) => row.project_name || 'Tidak ada' },
          { key: 'job_type_name', label: 'Pekerjaan', render: (row) => row.job_type_name },
          { key: 'username', label: 'Pengguna', sortable: false, render: (row) => row.username ?? '—' },
          { key: 'rab_total', label: 'RAB', align: 'right', render: (row) => formatRupiah(row.total_rab) },
        ]}
        rows={rows}
        rowKey={(row) => String(row.id)}
        query={query}
        onQuery={setQuery}
        onSort={(key) => setQuery(toggleSort(query, key))}
        total={list.data?.pagination.total ?? 0}
        pages={list.data?.pagination.pages ?? 1}
        loading={list.isPending}
        offline={missingOffline(list)}
        error={list.isError}
        onRetry={() => void list.refetch()}
        actions={(row) => (
          <Button
            variant="ghost"
            className="text-red-700!"
            data-testid="calculations-delete"
            aria-label={`Hapus ${name(row)}`}
            onClick={() => setDeleting(row)}
          >
            Hapus
          </Button>
        )}
      />
      {deleting && (
        <ConfirmDialog
          title={`Hapus kalkulasi "${name(deleting)}"?`}
          confirmLabel="Hapus"
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            afterDelete.deleting(deleting.id);
            remove.mutate(deleting, {
              onSuccess: () => setDeleting(null),
              onError: (error) => {
                afterDelete.kept();
                toastApiError(error);
              },
            });
          }}
        >
          <p>
            Kalkulasi milik {deleting.username ?? 'pengguna'} ({formatRupiah(deleting.total_rab)}) akan
            dihapus permanen dari riwayatnya.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
