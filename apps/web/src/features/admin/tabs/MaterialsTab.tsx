import { useState } from 'react';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { send } from '../api/mutations';
import { useAdminMaterials } from '../api/queries';
import type { Material } from '../api/types';
import { CrudTable } from '../components/CrudTable';
import { ImportDialog } from '../components/ImportDialog';
import type { FieldDef } from '../form';

const fields: FieldDef[] = [
  { name: 'name', label: 'Nama material', required: true },
  { name: 'unit', label: 'Satuan', required: true, hint: 'Misal zak, m3, buah, kg' },
  { name: 'price', label: 'Harga', kind: 'money', required: true, hint: 'Rupiah per satuan, misal 65.000' },
  { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
  { name: 'description', label: 'Deskripsi', kind: 'textarea' },
];

export function MaterialsTab() {
  const list = useAdminMaterials();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CrudTable<Material>
        name="materials"
        noun="material"
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
        create={(body) => send('post', '/materials/public', body)}
        update={(id, body) => send('put', `/materials/${id}`, body)}
        remove={(row) => send('delete', `/materials/${row.id}`)}
        deleteConsequence={() => (
          <p>Material ini akan dihapus permanen dan dilepas dari setiap jenis pekerjaan yang memakainya.</p>
        )}
        toolbar={
          <Button variant="secondary" data-testid="materials-import" onClick={() => setImporting(true)}>
            Impor CSV / tempel
          </Button>
        }
      />
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
