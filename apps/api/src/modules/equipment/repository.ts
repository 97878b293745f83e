import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOfItems } from '../../db/search';
import { withJobTypeCount } from '../admin/item-usage';

// Equipment (peralatan) rows: the C part of the AHSP analyses.

export const equipmentColumns = [
  'id',
  'code',
  'name',
  'unit',
  'price',
  'description',
  'created_at',
  'updated_at',
] as const;

export async function listEquipment(
  db: Kysely<Database>,
  options: { page: number; limit: number; search?: string },
) {
  const { rows, pagination } = await pageOfItems(db, 'equipment', equipmentColumns, options);
  return { equipment: await withJobTypeCount(db, 'equipment', rows), pagination };
}
