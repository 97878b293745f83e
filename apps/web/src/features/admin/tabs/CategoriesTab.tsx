import { adminKeys } from '../api/keys';
import { send } from '../api/mutations';
import { useAdminCategories } from '../api/queries';
import type { AdminCategory } from '../api/types';
import { CrudTable } from '../components/CrudTable';
import type { FieldDef } from '../form';

const fields: FieldDef[] = [
  { name: 'name', label: 'Nama kategori', required: true, maxLength: 200 },
  { name: 'code', label: 'Kode', hint: 'Dibuat otomatis bila dikosongkan.' },
  { name: 'description', label: 'Deskripsi', kind: 'textarea' },
];

export function CategoriesTab() {
  const list = useAdminCategories();
  return (
    <CrudTable<AdminCategory>
      name="categories"
      noun="kategori"
      list={list}
      savedRow={{ list: adminKeys.categories, field: 'category' }}
      fields={fields}
      defaultSort="code"
      searchText={(row) => `${row.code} ${row.name} ${row.description ?? ''}`}
      columns={[
        { key: 'code', label: 'Kode', render: (row) => row.code },
        { key: 'name', label: 'Nama', render: (row) => <span className="font-medium">{row.name}</span> },
        {
          key: 'job_type_count',
          label: 'Jenis pekerjaan',
          align: 'right',
          render: (row) => row.job_type_count ?? 0,
        },
      ]}
      create={(body) => send('post', '/jobs/categories', body)}
      update={(id, body) => send('put', `/jobs/categories/${id}`, body)}
      remove={(row) => send('delete', `/jobs/categories/${row.id}`)}
      deleteConsequence={(row) =>
        (row.job_type_count ?? 0) > 0 ? (
          <p>
            Kategori ini masih memiliki {row.job_type_count} jenis pekerjaan; server akan menolak sampai jenis
            pekerjaan itu dihapus atau dipindahkan.
          </p>
        ) : (
          <p>Kategori ini akan dihapus permanen.</p>
        )
      }
    />
  );
}
