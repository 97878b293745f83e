import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listEquipment(
  db: Kysely<Database>,
  { page, limit, search }: { page: number; limit: number; search?: string },
) {
  let query = db.selectFrom('equipment');
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
  }
  const [equipment, count] = await Promise.all([
    query
      .select(equipmentColumns)
      .orderBy('code')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return { equipment, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
}
