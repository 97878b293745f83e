import { useState } from 'react';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { send } from '../api/mutations';
import { useAdminEquipment } from '../api/queries';
import type { Equipment } from '../api/types';
import { CrudTable } from '../components/CrudTable';
import { ImportDialog } from '../components/ImportDialog';
import type { FieldDef } from '../form';

// Peralatan: the C part of the AHSP analyses (sewa molen, stamper, pompa air, perancah …), priced per its unit.

const fields: FieldDef[] = [
  { name: 'name', label: 'Nama peralatan', required: true },
  { name: 'unit', label: 'Satuan', required: true, hint: 'Misal jam, hari, sewa-hari, ls' },
  { name: 'price', label: 'Harga', kind: 'money', required: true, hint: 'Rupiah per satuan, misal 350.000' },
  { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
  { name: 'description', label: 'Deskripsi', kind: 'textarea' },
];

export function EquipmentTab() {
  const list = useAdminEquipment();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CrudTable<Equipment>
        name="equipment"
        noun="peralatan"
        list={list}
        fields={fields}
        defaultSort="code"
        searchText={(row) => `${row.code} ${row.name} ${row.unit}`}
        columns={[
          { key: 'code', label: 'Kode', render: (row) => row.code },
          { key: 'name', label: 'Nama', render: (row) => <span className="font-medium">{row.name}</span> },
          { key: 'unit', label: 'Satuan', render: (row) => row.unit },
          { key: 'price', label: 'Harga', align: 'right', render: (row) => formatRupiah(row.price) },
        ]}
        create={(body) => send('post', '/equipment', body)}
        update={(id, body) => send('put', `/equipment/${id}`, body)}
        remove={(row) => send('delete', `/equipment/${row.id}`)}
        deleteConsequence={() => (
          <p>
            Peralatan ini akan dihapus permanen dan dilepas dari setiap analisa jenis pekerjaan yang
            memakainya.
          </p>
        )}
        toolbar={
          <Button variant="secondary" data-testid="equipment-import" onClick={() => setImporting(true)}>
            Impor CSV / tempel
          </Button>
        }
      />
      {importing && <ImportDialog defaultKind="equipment" onClose={() => setImporting(false)} />}
    </>
  );
}
