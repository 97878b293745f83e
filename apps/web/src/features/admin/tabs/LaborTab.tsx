import { useState } from 'react';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminKeys } from '../api/keys';
import { send } from '../api/mutations';
import { useAdminLaborRates } from '../api/queries';
import type { LaborRate } from '../api/types';
import { ROLE_LABELS } from '../assignments';
import { CrudTable } from '../components/CrudTable';
import { ImportDialog } from '../components/ImportDialog';
import type { FieldDef } from '../form';
import { adminTexts, crewWageTexts } from '../texts';

const fields: FieldDef[] = [
  {
    name: 'role',
    label: 'Peran',
    kind: 'select',
    required: true,
    options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
    hint: 'Peran menentukan cara kalkulator menghitung upahnya (kelompok tukang/pekerja, atau pengawasan). Buat upah sebanyak keahlian yang ada: Tukang listrik, Operator alat berat …',
  },
  {
    name: 'name',
    label: 'Nama',
    required: true,
    maxLength: 200,
    hint: 'Misal Tukang batu, Tukang listrik, Operator',
  },
  {
    name: 'daily_rate',
    label: 'Upah harian',
    kind: 'money',
    required: true,
    hint: 'Rupiah per orang per hari, misal 150.000',
  },
  { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
  { name: 'description', label: 'Deskripsi', kind: 'textarea' },
];

/**
 * The crew role (tukang, pekerja) the job calculator falls back to its fixed wage for once this rate is deleted:
 * the rate is the catalogue's last of that role (the calculator takes a job type's own rate of the role, else the
 * catalogue's first, else core's LOCAL_DAILY_RATES). Supervision roles have no such fallback.
 */
function lastCrewRole(row: LaborRate, rates: LaborRate[]): 'tukang' | 'pekerja' | null {
  if (row.role !== 'tukang' && row.role !== 'pekerja') return null;
  return rates.some((other) => other.id !== row.id && other.role === row.role) ? null : row.role;
}

function deleteConsequence(row: LaborRate, rates: LaborRate[]) {
  const role = lastCrewRole(row, rates);
  return (
    <>
      <p>{adminTexts.itemDelete('Upah', row.job_type_count)}</p>
      {role && (
        <p className="mt-2 font-medium text-amber-900" data-testid="labor-delete-fallback">
          {crewWageTexts.lastOfRole(role)}
        </p>
      )}
    </>
  );
}

export function LaborTab() {
  const list = useAdminLaborRates();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CrudTable<LaborRate>
        name="labor"
        noun="upah"
        list={list}
        savedRow={{ list: adminKeys.laborRates, field: 'labor_rate' }}
        fields={fields}
        defaultSort="code"
        searchText={(row) => `${row.code} ${row.name} ${ROLE_LABELS[row.role] ?? row.role}`}
        columns={[
          { key: 'code', label: 'Kode', render: (row) => row.code },
          { key: 'role', label: 'Peran', render: (row) => ROLE_LABELS[row.role] ?? row.role },
          { key: 'name', label: 'Nama', render: (row) => <span className="font-medium">{row.name}</span> },
          {
            key: 'daily_rate',
            label: 'Upah harian',
            align: 'right',
            render: (row) => formatRupiah(row.daily_rate),
          },
        ]}
        create={(body) => send('post', '/materials/labor', body)}
        update={(id, body) => send('put', `/materials/labor/${id}`, body)}
        remove={(row) => send('delete', `/materials/labor/${row.id}`)}
        deleteConsequence={(row) => deleteConsequence(row, list.data ?? [])}
        toolbar={
          <Button variant="secondary" data-testid="labor-import" onClick={() => setImporting(true)}>
            Impor CSV / tempel
          </Button>
        }
      />
      {importing && <ImportDialog defaultKind="labor" onClose={() => setImporting(false)} />}
    </>
  );
}
