import { missingOffline } from '../../../lib/offline';
import { useState } from 'react';
import { formatDate } from '@kalkulator/core';
import { useAdminUsers } from '../api/queries';
import type { AdminUser } from '../api/types';
import { DataTable } from '../components/DataTable';
import { applyTable, initialQuery, toggleSort } from '../table';

/** Every account (read only; clearing the accounts is in the danger zone). */
export function UsersTab() {
  const list = useAdminUsers();
  const [query, setQuery] = useState(initialQuery('username'));
  const page = applyTable<AdminUser>(
    list.data ?? [],
    query,
    (row) => `${row.username} ${row.full_name} ${row.email} ${row.role}`,
  );
  return (
    <DataTable
      name="users"
      searchLabel="Cari pengguna"
      columns={[
        {
          key: 'username',
          label: 'Username',
          render: (row) => <span className="font-medium">{row.username}</span>,
        },
        { key: 'full_name', label: 'Nama', render: (row) => row.full_name },
        { key: 'email', label: 'E-mail', render: (row) => row.email },
        {
          key: 'role',
          label: 'Peran',
          render: (row) => (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                row.role === 'admin' ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {row.role}
            </span>
          ),
        },
        {
          key: 'created_at',
          label: 'Terdaftar',
          render: (row) => (row.created_at ? formatDate(row.created_at) : '—'),
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
  );
}
