import { useState } from 'react';
import { formatQuantity } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { isConflict } from '../../../lib/api-client';
import { adminKeys } from '../api/keys';
import { send } from '../api/mutations';
import { useAdminCategories, useAdminJobTypes } from '../api/queries';
import type { AdminJobType } from '../api/types';
import { AhspImportDialog } from '../components/AhspImportDialog';
import { AssignmentEditor } from '../components/AssignmentEditor';
import { CrudTable } from '../components/CrudTable';
import type { FieldDef } from '../form';
import { adminTexts, UNIT_CHANGE_FLAG } from '../texts';

/** Who uses a job type, as the server's refusal (409) counts them; null when it did not say. */
interface Usage {
  projects: number | null;
  calculations: number | null;
}

function usageOf(body: unknown): Usage {
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  const answer = (body ?? {}) as Record<string, unknown>;
  return { projects: count(answer.projects), calculations: count(answer.calculations) };
}

/**
 * The forced delete's question: who uses the job type and what each keeps. Projects keep their frozen prices, but
 * "Perbarui harga" no longer finds the job type for those lines; calculations stay in the history.
 */
function forcedDeleteNote({ projects, calculations }: Usage): string {
  const known = projects !== null && calculations !== null;
  const users = known
    ? [
        ...(projects > 0 ? [`${projects.toLocaleString('id-ID')} proyek`] : []),
        ...(calculations > 0 ? [`${calculations.toLocaleString('id-ID')} kalkulasi`] : []),
      ].join(' dan ')
    : 'proyek atau kalkulasi yang tersimpan';
  const keeps = [
    ...(!known || projects > 0
      ? [
          'Proyek itu tetap memakai harga yang sudah tersimpan, tetapi baris jenis pekerjaan ini tidak dapat diperbarui harganya lagi.',
        ]
      : []),
    ...(!known || calculations > 0
      ? ['Kalkulasi itu tetap ada di riwayat dengan nama pekerjaan lamanya.']
      : []),
  ];
  return `Jenis pekerjaan ini dipakai oleh ${users}. Hapus paksa? ${keeps.join(' ')}`;
}

export function JobTypesTab() {
  const list = useAdminJobTypes();
  const categories = useAdminCategories().data ?? [];
  const [assigning, setAssigning] = useState<AdminJobType | null>(null);
  const [importing, setImporting] = useState(false);
  const [usage, setUsage] = useState<({ id: number } & Usage) | null>(null);
  const fields: FieldDef[] = [
    { name: 'name', label: 'Nama jenis pekerjaan', required: true, maxLength: 200 },
    {
      name: 'category_id',
      label: 'Kategori',
      kind: 'select',
      required: true,
      options: categories.map((category) => ({ value: String(category.id), label: category.name })),
    },
    {
      name: 'unit',
      label: 'Satuan',
      required: true,
      maxLength: 20,
      hint: 'Misal m2, m3, m1, titik',
      // The analysis's coefficients and the productivity are per this unit: the server asks before it changes.
      confirmChange: {
        flag: UNIT_CHANGE_FLAG,
        accept: adminTexts.unitChangeAccept,
        consequence: adminTexts.jobTypeUnitChange,
      },
    },
    {
      name: 'default_productivity',
      label: 'Produktivitas bawaan',
      kind: 'number',
      required: true,
      hint: 'Satuan pekerjaan per hari untuk satu kelompok pekerja',
    },
    {
      name: 'default_worker_ratio',
      label: 'Rasio tukang:pekerja',
      kind: 'ratio',
      required: true,
      hint: 'Misal 1:1',
    },
    { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
    { name: 'description', label: 'Deskripsi', kind: 'textarea' },
  ];
  return (
    <>
      <CrudTable<AdminJobType>
        name="job-types"
        noun="jenis pekerjaan"
        list={list}
        savedRow={{ list: adminKeys.jobTypes, field: 'job_type' }}
        fields={fields}
        defaultSort="code"
        searchText={(row) => `${row.code} ${row.name} ${row.category_name}`}
        columns={[
          { key: 'code', label: 'Kode', render: (row) => row.code },
          { key: 'name', label: 'Nama', render: (row) => <span className="font-medium">{row.name}</span> },
          { key: 'category_name', label: 'Kategori', render: (row) => row.category_name },
          { key: 'unit', label: 'Satuan', render: (row) => row.unit },
          {
            key: 'default_productivity',
            label: 'Produktivitas',
            align: 'right',
            render: (row) => `${formatQuantity(row.default_productivity)} ${row.unit}/hari`,
          },
        ]}
        create={(body) => send('post', '/jobs/types/public', body)}
        update={(id, body) => send('put', `/jobs/type/${id}/public`, body)}
        remove={async (row, force) => {
          try {
            return await send('delete', `/jobs/type/${row.id}${force ? '?force=true' : ''}`);
          } catch (error) {
            // Refused because projects or calculations use it: the forced-delete question says how many.
            if (isConflict(error)) setUsage({ id: row.id, ...usageOf(error.response?.data) });
            throw error;
          }
        }}
        deleteConsequence={() => (
          <p>
            Jenis pekerjaan ini beserta analisanya (upah, bahan, alat) akan dihapus permanen. Proyek yang
            memakainya tetap memakai harga yang sudah tersimpan.
          </p>
        )}
        toolbar={
          <Button variant="secondary" data-testid="job-types-import-ahsp" onClick={() => setImporting(true)}>
            Impor analisa AHSP
          </Button>
        }
        forcedDelete={(row) => (
          <p data-testid="forced-delete-note" className="font-medium text-red-800">
            {forcedDeleteNote(usage?.id === row.id ? usage : { projects: null, calculations: null })}
          </p>
        )}
        rowActions={(row) => (
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            data-testid="job-types-assign"
            aria-label={`Analisa ${row.name}`}
            onClick={() => setAssigning(row)}
          >
            Analisa
          </Button>
        )}
      />
      {assigning && <AssignmentEditor jobType={assigning} onClose={() => setAssigning(null)} />}
      {importing && <AhspImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
