import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOK_KIND_OF } from '../../db/sequences';
import { NotFoundError } from '../../errors';
import { errorResponse, idParams } from '../shared-schemas';
import {
  insertWithCode,
  refuseTakenCode,
  refuseTakenItemName,
  refuseUnconfirmedUnitChange,
  removeBookPrices,
  updateOpenedVersion,
  type UnitChange,
} from './catalogue-writes';
import { adminMessages } from './schemas';

// One read/create/update/delete of a code-keyed catalogue item (materials, labour rates, equipment): the routes
// differ only in their table, paths, answer field and schemas. Every write empties the job type details cache.

export type ItemTable = 'materials' | 'labor_rates' | 'equipment';

export interface ItemRoutes {
  table: ItemTable;
  columns: readonly string[];
  /** The answer's field: { material }, { labor_rate }, { equipment }. */
  field: string;
  notFound: string;
  tags: string[];
  paths: { one: string; create: string };
  /** What each route is, for the API docs. */
  summaries: { one: string; create: string; update: string; remove: string };
  body: z.ZodType<
    Record<string, unknown> & { code?: string | undefined; name: string; description?: string | null }
  >;
  /** A material's or equipment's also takes confirm_unit_change (see refuseUnconfirmedUnitChange). */
  patch: z.ZodType<Record<string, unknown> & { code?: string | undefined }>;
  /** Guard of the read route; writes are always admin only. */
  readGuard?: onRequestHookHandler;
}

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.looseObject({});
const UNIT_CHANGE_DOC =
  'Satuan item yang dipakai analisa jenis pekerjaan atau diberi harga di daftar harga hanya diubah dengan ' +
  'confirm_unit_change: true; tanpanya 422 pada unit menyebut jumlah jenis pekerjaan itu (koefisiennya tetap per ' +
  'satuan lama) dan daftar harga itu. Perubahan satuan menghapus harga item di semua daftar harga (per satuan lama).';

export function registerItemRoutes(app: FastifyInstance, config: ItemRoutes) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireRole('admin') };
  const { table, field, tags } = config;

  async function itemOr404(id: number) {
    const row = await app.db
      .selectFrom(table)
      .select(config.columns as never)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(config.notFound);
    return row;
  }

  api.get(
    config.paths.one,
    {
      ...(config.readGuard && { onRequest: config.readGuard }),
      schema: { tags, summary: config.summaries.one, params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => ({ [field]: await itemOr404(request.params.id) }),
  );

  api.post(
    config.paths.create,
    {
      ...admin,
      schema: { tags, summary: config.summaries.create, body: config.body, response: { 201: ok, ...errors } },
    },
    async (request, reply) => {
      const body = request.body as z.infer<ItemRoutes['body']>;
      await refuseTakenCode(app.db, table, body.code);
      await refuseTakenItemName(app.db, table, body.name);
      const id = await insertWithCode(app.db, table, body);
      app.detailsCache.invalidate();
      return reply.status(201).send({ [field]: await itemOr404(id), message: adminMessages.created });
    },
  );

  api.put(
    config.paths.one,
    {
      ...admin,
      schema: {
        tags,
        summary: config.summaries.update,
        ...(table !== 'labor_rates' && { description: UNIT_CHANGE_DOC }),
        params: idParams,
        body: config.patch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { confirm_unit_change, expected_updated_at, ...changes } = request.body as z.infer<
        ItemRoutes['patch']
      > &
        UnitChange & { expected_updated_at?: string };
      await itemOr404(request.params.id);
      await refuseTakenCode(app.db, table, changes.code, request.params.id);
      await refuseTakenItemName(app.db, table, changes.name as string | undefined, request.params.id);
      const unitChanged =
        table !== 'labor_rates' &&
        (await refuseUnconfirmedUnitChange(app.db, table, request.params.id, {
          unit: changes.unit,
          confirm_unit_change,
        }));
      await app.db.transaction().execute(async (trx) => {
        await updateOpenedVersion(trx, table, request.params.id, changes, expected_updated_at);
        // With the new unit, or not at all: a save refused as changed elsewhere (409) keeps the books' prices.
        if (unitChanged) await removeBookPrices(trx, table, request.params.id);
      });
      app.detailsCache.invalidate();
      return { [field]: await itemOr404(request.params.id), message: adminMessages.updated };
    },
  );

  api.delete(
    config.paths.one,
    {
      ...admin,
      schema: { tags, summary: config.summaries.remove, params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      await itemOr404(request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom(table).where('id', '=', request.params.id).execute();
        // The books' prices of the item go with it (a book keeps them by item id, which may be handed out again).
        await trx
          .deleteFrom('price_book_prices')
          .where('kind', '=', BOOK_KIND_OF[table])
          .where('item_id', '=', request.params.id)
          .execute();
      });
      app.detailsCache.invalidate();
      return { message: adminMessages.deleted };
    },
  );

  return { itemOr404 };
}
