import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { missingOffline } from '../../../lib/offline';
import { ADMIN_KEY } from '../api/keys';
import type { Pagination } from '../api/types';
import { DataTable } from '../components/DataTable';
import { initialQuery, toggleSort, type TableQuery } from '../table';

interface AdminProject {
  id: number;
  name: string;
  location: string | null;
  owner: string | null;
  updated_at: string;
  total: number;
  item_count: number;
  username: string;
}

/** Every user's projects, read only: an admin sees what is being estimated, never edits someone's quote. */
export function ProjectsTab() {
  const [query, setQuery] = useState<TableQuery>(initialQuery('updated_at', 'desc'));
  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'projects', query.page, query.pageSize, query.search],
    queryFn: async () =>
      (
        await apiClient.get<{ projects: AdminProject[]; pagination: Pagination }>('/projects/admin/all', {
          params: {
            page: query.page,
            limit: Math.min(query.pageSize, 100),
            search: query.search.trim() || undefined,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      name="projects"
      searchLabel="Cari nama, lokasi atau pemilik proyek"
      columns={[
        {
          key: 'updated_at',
          label: 'Diubah',
          sortable: false,
          render: (row) => formatDateTime(row.updated_at),
        },
        {
          key: 'name',
          label: 'Proyek',
          sortable: false,
          render: (row) => <span className="font-medium">{row.name}</span>,
        },
        { key: 'location', label: 'Lokasi', sortable: false, render: (row) => row.location ?? '—' },
        { key: 'username', label: 'Pengguna', sortable: false, render: (row) => row.username },
        {
          key: 'item_count',
          label: 'Item',
          align: 'right',
          sortable: false,
          render: (row) => row.item_count,
        },
        {
          key: 'total',
          label: 'Total',
          align: 'right',
          sortable: false,
          render: (row) => formatRupiah(row.total),
        },
      ]}
      rows={list.data?.projects ?? []}
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
    />
  );
}
