import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetSequence, sequenceStatus, type SequencedTable } from '../../db/sequences';
import { defaultCatalogue } from '../../db/seed/catalogue';
import type { SkippedDefault } from '../../db/seed/name-clashes';
import { upsertCatalogue } from '../../db/seed/seed';
import { ValidationError } from '../../errors';
import { errorResponse } from '../shared-schemas';
import { adminMessages, CONFIRM_CLEAR, MASTER_CLEAR_ORDER, type MasterClearCounts } from './schemas';

const tags = ['Admin: data'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
const ok = z.looseObject({});
const CATALOGUE_TABLES: SequencedTable[] = [
  'job_categories',
  'job_types',
  'materials',
  'labor_rates',
  'equipment',
  'calculations',
];

/** How many of the default rows left out for their name the restore's message names (all are in its report). */
const SKIPPED_NAMED = 10;

/**
 * The default rows the restore left out because an item of their kind has the name, as the admin reads them:
 * "Air kerja (ada sebagai M.90)".
 */
function skippedDefaults(skipped: SkippedDefault[]): string {
  if (skipped.length === 0) return '';
  const named = skipped
    .slice(0, SKIPPED_NAMED)
    .map((row) => `${row.name} (ada sebagai ${row.existing_code})`);
  const more = skipped.length - named.length;
  return (
    ` ${skipped.length} data bawaan dilewati karena namanya sudah dipakai: ${named.join(', ')}` +
    `${more > 0 ? ` dan ${more} lainnya` : ''}.`
  );
}

const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  app.post(
    '/materials/master/reset-all-auto-increment',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Atur ulang semua penghitung ID katalog dan kalkulasi',
        response: { 200: ok, ...errors },
      },
    },
    async () => {
      const statuses = [];
      for (const table of CATALOGUE_TABLES) statuses.push(await resetSequence(app.db, table));
      return { message: adminMessages.sequenceReset, statuses };
    },
  );

  app.get(
    '/materials/master/auto-increment-status',
    { ...admin, schema: { tags, summary: 'Status semua penghitung ID', response: { 200: ok, ...errors } } },
    async () => {
      const statuses = [];
      for (const table of [...CATALOGUE_TABLES, 'users' as const])
        statuses.push(await sequenceStatus(app.db, table));
      return { statuses };
    },
  );

  // The way back after a master clear (or a botched import): the default catalogue, matched by code, in one
  // transaction. Rows of the default catalogue get their default texts, prices and coefficients again; the
  // admin's own rows and every calculation stay as they are. A default row whose name an admin's row has is left
  // out and named in the message (the catalogue names each item once).
  app.post(
    '/materials/master/restore-default-catalogue',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Pulihkan katalog bawaan (kategori, jenis pekerjaan, material, upah, peralatan)',
        response: { 200: ok, ...errors },
      },
    },
    async () => {
      const report = await upsertCatalogue(app.db, defaultCatalogue);
      app.detailsCache.invalidate();
      const message =
        adminMessages.catalogueRestored(report.categories, report.jobTypes) + skippedDefaults(report.skipped);
      return { message, report };
    },
  );

  app.delete(
    '/materials/master/clear-all-data',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Hapus seluruh katalog (kategori, jenis pekerjaan beserta analisanya, material, upah, peralatan), semua ' +
          'kalkulasi dan harga di setiap daftar harga; akun, proyek, hasil kalkulator dan daftar harga itu sendiri ' +
          `tetap ada. Wajib confirm_clear = "${CONFIRM_CLEAR}"`,
        body: z.object({ confirm_clear: z.string({ error: adminMessages.confirmClear }) }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      if (request.body.confirm_clear !== CONFIRM_CLEAR) {
        throw new ValidationError(
          [{ param: 'confirm_clear', msg: adminMessages.confirmClear }],
          adminMessages.confirmClear,
        );
      }
      const deleted = await app.db.transaction().execute(async (trx) => {
        const counts = {} as MasterClearCounts;
        // Job types before their categories, whose cascade would take them uncounted. A book keeps its prices by
        // item id: the books stay, their prices of the items gone go with them (as one item's delete does).
        for (const table of MASTER_CLEAR_ORDER) {
          const result = await trx.deleteFrom(table).executeTakeFirst();
          counts[table] = Number(result.numDeletedRows);
        }
        return counts;
      });
      app.detailsCache.invalidate();
      return { message: adminMessages.masterCleared(deleted), deleted };
    },
  );
};

export default masterRoutes;
