import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  priceBookAdjustSchema,
  priceBookBodySchema,
  priceBookCopySchema,
  priceBookMessages,
  PRICE_BOOK_IMPORT_MAX_CHARS,
  priceBookPricesSchema,
  isDatabaseId,
} from '@kalkulator/core';
import { HttpError } from '../../errors';
import { unauthorized } from '../../plugins/auth';
import { errorResponse, idParams } from '../shared-schemas';
import { priceListKind } from '../catalogue/schemas';
import {
  adjustBook,
  bookColumns,
  bookPriceTable,
  copyBook,
  listBooks,
  priceCountOf,
  projectCountFor,
  putPrices,
  toBook,
  visibleBookOr404,
  writableBookOr404,
  viewerFrom,
  type Viewer,
} from './service';
import { matchRows, readPriceList, writeMatched } from './import';

// Regional price books (issue #20). Shared books are published by admins and read by everyone (guests too: the
// calculator prices with them); a logged-in user's private books are theirs alone, 404 for everyone else.

const tags = ['Daftar harga (price books)'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

/** An .xlsx of at most 2 MB as base64: four characters for every three bytes. */
const XLSX_BASE64_MAX_CHARS = Math.ceil(PRICE_BOOK_IMPORT_MAX_CHARS / 3) * 4;

const importBody = z
  .object({
    pasted_data: z
      .string({ error: priceBookMessages.importEmpty })
      .max(PRICE_BOOK_IMPORT_MAX_CHARS, { error: priceBookMessages.importTooLarge })
      .optional(),
    /** An .xlsx price list instead of pasted text: the file's bytes in base64; its first sheet is read. */
    xlsx_base64: z
      .string({ error: priceBookMessages.xlsxUnreadable })
      .max(XLSX_BASE64_MAX_CHARS, { error: priceBookMessages.xlsxTooLarge })
      .optional(),
    default_kind: priceListKind.optional(),
    /** true: only read and match (the preview); false: write the matched rows in one transaction. */
    dry_run: z.boolean({ error: 'dry_run harus true atau false' }).default(true),
  })
  .superRefine((body, ctx) => {
    if (body.pasted_data === undefined && body.xlsx_base64 === undefined)
      ctx.addIssue({ code: 'custom', path: ['pasted_data'], message: priceBookMessages.importEmpty });
    else if (body.pasted_data !== undefined && body.xlsx_base64 !== undefined)
      ctx.addIssue({ code: 'custom', path: ['xlsx_base64'], message: priceBookMessages.importOneSource });
  });

const priceBooksRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller when a token is sent (a bad one is refused), else a guest. */
  const viewerOf = (request: FastifyRequest) => viewerFrom(app, request);
  const userOf = async (request: FastifyRequest): Promise<Viewer> => {
    const viewer = await viewerOf(request);
    if (!viewer) throw unauthorized();
    return viewer;
  };
  const loggedIn = { onRequest: app.authenticate };
  // A book the caller may not see answers 404 before the body is read.
  const visible = {
    preValidation: async (request: FastifyRequest) => {
      const id = Number((request.params as { id?: string }).id);
      if (!isDatabaseId(id)) return;
      await visibleBookOr404(app.db, id, await viewerOf(request));
    },
  };
  const writable = {
    onRequest: app.authenticate,
    preValidation: async (request: FastifyRequest) => {
      const id = Number((request.params as { id?: string }).id);
      if (!isDatabaseId(id)) return;
      await writableBookOr404(app.db, id, await userOf(request));
    },
  };

  app.get(
    '/price-books',
    {
      schema: {
        tags,
        summary: 'Daftar harga bersama dan daftar harga pribadi pemanggil',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => ({ price_books: await listBooks(app.db, await viewerOf(request)) }),
  );

  app.post(
    '/price-books',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Buat daftar harga (admin: bersama; pengguna: pribadi)',
        body: priceBookBodySchema,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await userOf(request);
      const shared = request.body.private === undefined ? viewer.admin : !request.body.private;
      if (shared && !viewer.admin) throw new HttpError(403, priceBookMessages.sharedAdminOnly);
      const row = await app.db
        .insertInto('price_books')
        .values({ ...bookColumns(request.body), owner_id: shared ? null : viewer.id })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ price_book: toBook(row) });
    },
  );

  app.get(
    '/price-books/:id',
    {
      ...visible,
      schema: {
        tags,
        summary: 'Satu daftar harga (bagi yang dapat menghapusnya: berapa proyek memakainya, project_count)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const book = await visibleBookOr404(app.db, request.params.id, viewer);
      // The projects a delete would move to the catalogue, said in the confirm before it.
      return {
        price_book: {
          ...toBook({ ...book, price_count: await priceCountOf(app.db, book.id) }),
          project_count: await projectCountFor(app.db, book, viewer),
        },
      };
    },
  );

  app.put(
    '/price-books/:id',
    {
      ...writable,
      schema: {
        tags,
        summary: 'Ubah nama, wilayah, tahun, sumber dan masa berlaku',
        params: idParams,
        body: priceBookBodySchema.omit({ private: true }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const row = await app.db
        .updateTable('price_books')
        .set({ ...bookColumns(request.body), updated_at: new Date() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      app.detailsCache.invalidate();
      return { price_book: toBook({ ...row, price_count: await priceCountOf(app.db, row.id) }) };
    },
  );

  app.delete(
    '/price-books/:id',
    {
      ...writable,
      schema: { tags, summary: 'Hapus daftar harga', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      await app.db.deleteFrom('price_books').where('id', '=', request.params.id).execute();
      return { message: 'Daftar harga dihapus' };
    },
  );

  app.post(
    '/price-books/:id/copy',
    {
      ...loggedIn,
      ...visible,
      schema: {
        tags,
        summary: 'Salin daftar harga dengan semua harganya (admin: bersama; pengguna: pribadi)',
        params: idParams,
        body: priceBookCopySchema,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await userOf(request);
      const source = await visibleBookOr404(app.db, request.params.id, viewer);
      const copy = await copyBook(
        app.db,
        source,
        request.body.name,
        viewer.admin ? source.owner_id : viewer.id,
      );
      return reply.code(201).send({ price_book: toBook(copy) });
    },
  );

  app.post(
    '/price-books/:id/adjust',
    {
      ...writable,
      schema: {
        tags,
        summary: 'Sesuaikan semua harga satu jenis dengan persentase (dibulatkan ke rupiah penuh)',
        params: idParams,
        body: priceBookAdjustSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { count, previous } = await adjustBook(
        app.db,
        request.params.id,
        request.body.kind,
        request.body.percent,
      );
      // previous: the book's prices before (null: the catalogue's), what an undo sends back to PUT …/prices.
      return { adjusted: count, message: priceBookMessages.adjusted(count, request.body.percent), previous };
    },
  );

  app.get(
    '/price-books/:id/prices',
    {
      ...visible,
      schema: {
        tags,
        summary: 'Semua item katalog dengan harga katalog, harga buku dan harga yang berlaku (sumbernya)',
        params: idParams,
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => ({ prices: await bookPriceTable(app.db, request.params.id) }),
  );

  app.put(
    '/price-books/:id/prices',
    {
      ...writable,
      schema: {
        tags,
        summary: 'Tetapkan harga item (null: kembali ke harga katalog)',
        params: idParams,
        body: priceBookPricesSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const count = await putPrices(app.db, request.params.id, request.body.prices);
      return { saved: count, message: priceBookMessages.pricesSaved(count) };
    },
  );

  app.post(
    '/price-books/:id/import',
    {
      ...writable,
      // The text of a 2 MB file as JSON: a line break or quote is written with two characters, so twice that.
      bodyLimit: 2 * PRICE_BOOK_IMPORT_MAX_CHARS + 64 * 1024,
      schema: {
        tags,
        summary:
          'Impor daftar harga (tempelan/CSV di pasted_data atau .xlsx di xlsx_base64; baris judul, kolom menurut nama) ke buku ini: dicocokkan dengan katalog menurut kode atau nama, baris bersatuan lain, berkode item lain atau ganda ditolak per baris; dry_run hanya membaca',
        params: idParams,
        body: importBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const parsed = await readPriceList(request.body);
      const { matched, unmatched, refused } = await matchRows(app.db, request.params.id, parsed.rows);
      const answer = { matched, unmatched, refused, errors: parsed.errors };
      if (request.body.dry_run) return { ...answer, written: 0 };
      const written = await writeMatched(app.db, request.params.id, matched);
      return { ...answer, written, message: priceBookMessages.pricesSaved(written) };
    },
  );
};

export default priceBooksRoutes;
