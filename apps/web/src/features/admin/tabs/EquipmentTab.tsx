import { adminKeys } from '../api/keys';
import { useAdminEquipment } from '../api/queries';
import { PricedItemTab } from '../components/PricedItemTab';

// Peralatan: the C part of the AHSP analyses (sewa molen, stamper, pompa air, perancah …), priced per its unit.
export function EquipmentTab() {
  return (
    <PricedItemTab
      name="equipment"
      noun="peralatan"
      list={useAdminEquipment()}
      savedRow={{ list: adminKeys.equipment, field: 'equipment' }}
      paths={{ create: '/equipment', item: (id) => `/equipment/${id}` }}
      kind="equipment"
      unitHint="Misal jam, hari, sewa-hari, ls"
      priceHint="Rupiah per satuan, misal 350.000"
    />
  );
}
