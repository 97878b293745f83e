import { adminKeys } from '../api/keys';
import { useAdminMaterials } from '../api/queries';
import { PricedItemTab } from '../components/PricedItemTab';

export function MaterialsTab() {
  return (
    <PricedItemTab
      name="materials"
      noun="material"
      list={useAdminMaterials()}
      savedRow={{ list: adminKeys.materials, field: 'material' }}
      paths={{ create: '/materials/public', item: (id) => `/materials/${id}` }}
      kind="material"
      unitHint="Misal zak, m3, buah, kg"
      priceHint="Rupiah per satuan, misal 65.000"
    />
  );
}
