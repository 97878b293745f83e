import { sql, type Kysely, type RawBuilder } from 'kysely';
import { formatNumber } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { projectLinesUsing } from './item-usage';

// What emptying a catalogue table takes with it, counted before the admin confirms: a single delete of a job type
// in use is refused until forced (409 naming its projects and calculations), a clear of the whole list goes through
// at once, so its confirmation must name the same losses in numbers.

export type ClearedTable = 'job_categories' | 'job_types' | 'materials';

export interface ClearImpact {
  /** Rows of the table itself. */
  items: number;
  /** Job types deleted with them, with their analyses (a category's own, or every one). */
  job_types: number;
  /** Job types whose analysis loses lines but stays (a material clear). */
  analyses: number;
  /** Project lines (and their projects) whose unit price comes from an analysis deleted or changed. */
  project_lines: number;
  projects: number;
  /** Calculations whose job type is deleted (their job type becomes empty; the result stays). */
  calculations: number;
  /** Price-book prices of the deleted items (a book keeps them by item id, which may be handed out again). */
  price_book_prices: number;
}

const count = async (db: Kysely<Database>, query: RawBuilder<{ count: string | number }>) =>
  Number((await query.execute(db)).rows[0]?.count ?? 0);

/** Every job type goes (a category clear cascades to all of them, since each job type has a category). */
async function jobTypesGone(db: Kysely<Database>, items: number): Promise<ClearImpact> {
  const jobTypes = await count(db, sql`select count(*) as count from job_types`);
  const calculations = await count(
    db,
    sql`select count(*) as count from calculations where job_type_id is not null`,
  );
  return {
    items,
    job_types: jobTypes,
    analyses: 0,
    ...(await projectLinesUsing(db, sql`select id from job_types`)),
    calculations,
    price_book_prices: 0,
  };
}

/** Counts what clearing `table` would delete or change, all read from one snapshot so the numbers agree. */
export async function clearImpact(db: Kysely<Database>, table: ClearedTable): Promise<ClearImpact> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const items = await count(trx, sql`select count(*) as count from ${sql.table(table)}`);
      if (table !== 'materials') return jobTypesGone(trx, items);
      const analyses = await count(
        trx,
        sql`select count(distinct job_type_id) as count from job_type_materials`,
      );
      const prices = await count(
        trx,
        sql`select count(*) as count from price_book_prices where kind = 'material'`,
      );
      return {
        items,
        job_types: 0,
        analyses,
        ...(await projectLinesUsing(trx, sql`select distinct job_type_id from job_type_materials`)),
        calculations: 0,
        price_book_prices: prices,
      };
    });
}

/** Empties `table` in one transaction; a material clear takes the books' material prices with it. */
export async function clearTable(
  db: Kysely<Database>,
  table: ClearedTable,
): Promise<{ deleted: number; price_book_prices: number }> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).executeTakeFirst();
    // As one material's delete does: no material is left, so no book keeps a material price.
    const prices =
      table === 'materials'
        ? await trx.deleteFrom('price_book_prices').where('kind', '=', 'material').executeTakeFirst()
        : undefined;
    return {
      deleted: Number(result.numDeletedRows),
      price_book_prices: Number(prices?.numDeletedRows ?? 0),
    };
  });
}

/** Counts as the admin reads them: 1.234. */
const n = (value: number) => formatNumber(value);

/** "12 baris di 3 proyek memakai …": the lines whose price came from what goes. */
const projectUse = (impact: ClearImpact, what: string) =>
  `${n(impact.project_lines)} baris di ${n(impact.projects)} proyek memakai ${what}: harganya tetap seperti tersimpan, tetapi`;

const NOUN: Record<ClearedTable, string> = {
  job_categories: 'Daftar kategori',
  job_types: 'Daftar jenis pekerjaan',
  materials: 'Daftar material',
};

/** The confirmation's sentences: what goes, who uses it and what they are left with, in numbers. */
export function clearImpactMessage(table: ClearedTable, impact: ClearImpact): string {
  if (impact.items === 0) return `${NOUN[table]} sudah kosong; tidak ada yang dihapus.`;
  if (table === 'materials')
    return [
      `Akan dihapus: ${n(impact.items)} material, dilepas dari analisa ${n(impact.analyses)} jenis pekerjaan (kalkulasi berikutnya tanpa biaya material).`,
      ...(impact.project_lines > 0
        ? [`${projectUse(impact, 'analisa itu')} "Perbarui harga" menghitungnya ulang tanpa biaya material.`]
        : []),
      impact.price_book_prices > 0
        ? `${n(impact.price_book_prices)} harga material di daftar harga ikut dihapus.`
        : 'Tidak ada harga material di daftar harga.',
    ].join(' ');
  return [
    table === 'job_categories'
      ? `Akan dihapus: ${n(impact.items)} kategori beserta ${n(impact.job_types)} jenis pekerjaan di dalamnya dan analisanya.`
      : `Akan dihapus: ${n(impact.items)} jenis pekerjaan beserta analisanya.`,
    ...(impact.project_lines > 0
      ? [
          `${projectUse(impact, 'jenis pekerjaan itu')} baris itu kehilangan tautan ke analisanya dan tidak dapat diperbarui harganya lagi ("Perbarui harga").`,
        ]
      : []),
    ...(impact.calculations > 0
      ? [
          `${n(impact.calculations)} kalkulasi kehilangan jenis pekerjaannya; hasilnya tetap tersimpan di riwayat.`,
        ]
      : []),
    ...(impact.project_lines + impact.calculations === 0
      ? ['Tidak ada proyek atau kalkulasi yang memakainya.']
      : []),
  ].join(' ');
}
