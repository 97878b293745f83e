// Seeds the history at scale with generate_series: USERS users, ALL calculations, OWN of them for user
// "pengguna1" (whose id is returned). One project in ten is a "Gudang" (the search of the bench).
import { calculateJob } from '@kalkulator/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema';
import { findJobTypeDetails } from '../../apps/api/src/modules/job-types/repository';

export const USERS = 10_000;
export const OWN = 100_000;
export const ALL = 1_000_000;
const CHUNK = 100_000;

export async function seedHistory(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`insert into users (username, email, full_name, password_hash)
    select 'pengguna' || g, 'pengguna' || g || '@bench.id', 'Pengguna ' || g, 'bukan-hash'
    from generate_series(1, ${USERS}) g`.execute(db);
  const { id: userId } = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'pengguna1')
    .executeTakeFirstOrThrow();
  const { id: jobTypeId } = await db
    .selectFrom('job_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const details = (await findJobTypeDetails(db, jobTypeId))!;
  const form = {
    volume: 12.5,
    productivity: details.default_productivity,
    worker_ratio: details.default_worker_ratio,
    profit_percentage: 20,
    project_name: 'x',
  };
  const result = calculateJob(details, form);
  // The one user's rows carry a whole real result; the others a small one (their payload is never read here).
  const small = {
    input: { project_name: 'x', volume: 1 },
    job_type: { name: 'x' },
    summary: { total_cost: 1, rab_total: 1 },
  };
  for (let from = 1; from <= ALL; from += CHUNK) {
    const to = Math.min(ALL, from + CHUNK - 1);
    await sql`insert into calculations (user_id, job_type_id, project_name, calculation_data, result, volume,
        total_cost, rab_total, job_type_name, category_name, category_id, created_at, updated_at)
      select case when g <= ${OWN} then ${userId} else ${userId} + 1 + (g % ${USERS - 1}) end,
        ${jobTypeId},
        (array['Rumah','Gudang','Ruko','Pagar','Sekolah','Kantor','Masjid','Toko','Gedung','Villa'])[1 + g % 10]
          || ' ' || (array['Pak Budi','Bu Sari','Pak Tono','Bu Wati','Pak Joko','Bu Rina','Pak Agus'])[1 + (g / 10) % 7]
          || ' ' || g,
        ${JSON.stringify(form)}::jsonb,
        case when g <= ${OWN} then ${JSON.stringify(result)}::jsonb else ${JSON.stringify(small)}::jsonb end,
        1 + g % 100, (g::bigint * 7919) % 100000000, (g::bigint * 7919) % 100000000 + 1000,
        (array['Pasangan bata','Galian tanah','Plesteran','Acian','Pengecatan'])[1 + g % 5],
        'Pekerjaan', null,
        now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
  }
  await sql`vacuum analyze calculations`.execute(db);
  await sql`analyze users`.execute(db);
  console.log(
    `  seeded ${ALL} calculations (${OWN} for one user) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return userId;
}
