import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  analysisKey,
  hasAnyRole,
  priceBookMessages,
  projectAmountDetails,
  projectBodySchema,
  projectMessages,
  repriceProject,
  type User,
  isDatabaseId,
} from '@kalkulator/core';
import { HttpError, NotFoundError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import type { Database, ProjectRow, StoredProjectData } from '../../db/schema';
import { findUnitParts } from '../job-types/repository';
import { findVisibleBook, loadBookPrices } from '../price-books/service';
import { ValidationError } from '../../errors';
import { errorResponse, idParams, pagingShape, positiveId } from '../shared-schemas';
import { idempotencyHeaders } from '../calculations/schemas';
import {
  findOwnProject,
  findOwnProjectByClientKey,
  insertProject,
  insertProjectOnce,
  keepRevision,
  listProjects,
  lockOwnProject,
} from './repository';
import {
  columnsOf,
  countItems,
  freezeProject,
  pricingInputs,
  projectNotStored,
  settingsOf,
  syncFailureDetails,
  toProject,
} from './service';

// Projects (the RAB proyek): the owner's own, written whole, prices frozen until "Perbarui harga" is applied.

const tags = ['Proyek (RAB)'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: z.looseObject({}),
  422: errorResponse,
};
const ok = z.looseObject({});
const listQuery = z.object({ ...pagingShape(100, 20), _t: z.string().optional() });
const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = { onRequest: app.authenticate };
  // Someone else's project answers 404 before its body is even read (a 422 would tell it exists).
  const owned = {
    ...loggedIn,
    preValidation: async (request: { account: User | null; params: unknown }) => {
      const id = Number((request.params as { id?: string }).id);
      if (!isDatabaseId(id)) return;
      await ownOr404(accountOf(request).id, id);
    },
  };

  async function ownOr404(userId: number, id: number): Promise<ProjectRow> {
    const row = await findOwnProject(app.db, userId, id);
    if (!row) throw new NotFoundError(projectMessages.notFound);
    return row;
  }

  /** 422: the project names a price book the owner may not use, or none there is. */
  const bookRefused = () =>
    new ValidationError([{ param: 'price_book_id', msg: priceBookMessages.bookNotFound }]);
  /** The prices of the project's book: one the owner may use (shared or their own), else 422 naming it. */
  async function bookPricesFor(userId: number, admin: boolean, bookId: number | null | undefined) {
    if (bookId === null || bookId === undefined) return null;
    const book = await findVisibleBook(app.db, bookId, { id: userId, admin });
    if (!book) throw bookRefused();
    return loadBookPrices(app.db, book.id);
  }

  /**
   * The book a save of a stored project names. One that no longer exists (deleted by its owner or an admin, which put
   * the stored project on the catalogue without a new version) is still sent by a device that had the project open:
   * the project is saved on the catalogue with its lines' frozen prices, as the delete promised (`gone`). One that
   * exists but is not the owner's to use is refused, as on create.
   */
  async function bookForSave(db: Kysely<Database>, userId: number, admin: boolean, bookId: number | null) {
    if (bookId === null) return { gone: false, prices: null };
    const book = await findVisibleBook(db, bookId, { id: userId, admin });
    if (book) return { gone: false, prices: await loadBookPrices(db, book.id) };
    // Not the owner's to use: still there (another's private book) is refused, gone is saved without it.
    const exists = await db
      .selectFrom('price_books')
      .select('id')
      .where('id', '=', bookId)
      .executeTakeFirst();
    if (exists) throw bookRefused();
    return { gone: true, prices: null };
  }
  const isAdmin = (request: { account: User | null }) => hasAnyRole(request.account, ['admin']);

  /**
   * Whether a browser project's book is gone for this account (deleted by an admin since, or never one it may use).
   * Such a project still moves to the account, with its frozen prices and on the catalogue, as an account project
   * keeps its prices when its book is deleted; the book itself is never used.
   */
  async function bookGoneFor(userId: number, admin: boolean, bookId: number | null | undefined) {
    if (bookId === null || bookId === undefined) return false;
    return !(await findVisibleBook(app.db, bookId, { id: userId, admin }));
  }

  /** A new project's columns: its lines priced from today's catalogue (or its book), their prices frozen. */
  async function newProjectColumns(userId: number, body: z.infer<typeof projectBodySchema>, admin: boolean) {
    const data = await freezeProject(
      app.db,
      body,
      undefined,
      await bookPricesFor(userId, admin, body.price_book_id),
    );
    return { user_id: userId, ...columnsOf(body, data) };
  }

  app.get(
    '/projects',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Daftar proyek saya',
        querystring: listQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { projects, pagination } = await listProjects(app.db, {
        ...request.query,
        userId: accountOf(request).id,
      });
      return {
        projects: projects.map(({ user_id: _user, username: _name, ...project }) => project),
        pagination,
      };
    },
  );

  app.get(
    '/projects/admin/all',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Semua proyek (admin, hanya baca)',
        querystring: listQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => listProjects(app.db, request.query),
  );

  app.post(
    '/projects',
    {
      ...loggedIn,
      schema: {
        tags,
        summary:
          'Buat proyek (201; dikirim ulang dengan Idempotency-Key yang sama: 200 dengan proyek yang dibuat pertama, tanpa membuat lagi)',
        headers: idempotencyHeaders,
        body: projectBodySchema,
        response: { 200: ok, 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const key = request.headers['idempotency-key'];
      if (!key) {
        const columns = await newProjectColumns(userId, request.body, isAdmin(request));
        return reply.status(201).send({ project: toProject(await insertProject(app.db, columns)) });
      }
      const earlier = await findOwnProjectByClientKey(app.db, userId, key);
      if (earlier) return reply.status(200).send({ project: toProject(earlier) });
      const columns = await newProjectColumns(userId, request.body, isAdmin(request));
      const { row, created } = await insertProjectOnce(app.db, { ...columns, client_key: key });
      return reply.status(created ? 201 : 200).send({ project: toProject(row) });
    },
  );

  app.get(
    '/projects/:id',
    {
      ...owned,
      schema: {
        tags,
        summary: 'Satu proyek dengan RAB dan rekap',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => ({ project: toProject(await ownOr404(accountOf(request).id, request.params.id)) }),
  );

  app.put(
    '/projects/:id',
    {
      ...owned,
      schema: {
        tags,
        summary: 'Simpan proyek utuh (409 bila versi sudah berubah; versi lama disimpan sebagai revisi)',
        params: idParams,
        body: projectBodySchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const outcome = await app.db.transaction().execute(async (trx) => {
        // The version is read and checked under the project's lock: of two clients writing the same version (two
        // saves, a save and a restore), one wins and the other gets 409 with what the first wrote.
        const current = await lockOwnProject(trx, userId, request.params.id);
        if (!current) throw new NotFoundError(projectMessages.notFound);
        const bookId =
          request.body.price_book_id === undefined ? current.price_book_id : request.body.price_book_id;
        const book = await bookForSave(trx, userId, isAdmin(request), bookId);
        const body = book.gone ? { ...request.body, price_book_id: null } : request.body;
        const data = await freezeProject(trx, body, current.data, book.prices);
        if (request.body.version !== undefined && request.body.version !== current.version) {
          return { stale: true, row: current, bookGone: false };
        }
        const saved = await trx
          .updateTable('projects')
          .set({ ...columnsOf(body, data), version: current.version + 1, updated_at: new Date() })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await keepRevision(trx, current);
        return { stale: false, row: saved, bookGone: book.gone };
      });
      if (outcome.stale) {
        return reply.status(409).send({ message: projectMessages.stale, project: toProject(outcome.row) });
      }
      // Saved without its deleted book: the web says the project is on the catalogue now.
      return { project: toProject(outcome.row), ...(outcome.bookGone && { book_gone: true }) };
    },
  );

  app.delete(
    '/projects/:id',
    {
      ...owned,
      schema: { tags, summary: 'Hapus proyek', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const row = await ownOr404(accountOf(request).id, request.params.id);
      await app.db.deleteFrom('projects').where('id', '=', row.id).execute();
      return { message: 'Proyek dihapus' };
    },
  );

  app.post(
    '/projects/:id/duplicate',
    {
      ...owned,
      schema: {
        tags,
        summary: 'Gandakan proyek (varian penawaran)',
        params: idParams,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const {
        id: _id,
        local_id: _local,
        // A copy is no retried create: the key stays with the project it was created as.
        client_key: _key,
        created_at: _created,
        updated_at: _updated,
        version: _version,
        data,
        ...rest
      } = await ownOr404(accountOf(request).id, request.params.id);
      const row = await app.db
        .insertInto('projects')
        .values({ ...rest, name: `${rest.name} (salinan)`.slice(0, 200), data: JSON.stringify(data) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ project: toProject(row) });
    },
  );

  app.post(
    '/projects/:id/reprice',
    {
      ...owned,
      schema: {
        tags,
        summary:
          'Perbarui harga dari katalog hari ini atau pindah ke daftar harga lain (price_book_id): pratinjau (apply false) atau terapkan (apply true)',
        description:
          'missing: baris yang tetap memakai harga tersimpannya karena jenis pekerjaannya sudah berubah/terhapus ' +
          "(reason 'removed': tidak ada lagi di katalog; 'unit_changed': ID-nya kini jenis pekerjaan bersatuan lain).",
        params: idParams,
        body: z.object({
          apply: z.boolean({ error: 'apply harus true atau false' }).default(false),
          /** Another book (null: the catalogue's prices); absent: the project's own book. */
          price_book_id: projectBodySchema.shape.price_book_id,
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownOr404(accountOf(request).id, request.params.id);
      const wanted = row.data.divisions.flatMap((division) =>
        division.items
          .filter((item) => item.job_type_id !== null && item.price_source === 'ahsp')
          .map((item) => ({ job_type_id: item.job_type_id!, brick_type: item.brick_type })),
      );
      const bookId =
        request.body.price_book_id === undefined ? row.price_book_id : request.body.price_book_id;
      const today = await findUnitParts(
        app.db,
        wanted,
        await bookPricesFor(row.user_id, isAdmin(request), bookId),
      );
      // Lines priced from a calculation's own cost keep it: only AHSP lines follow the catalogue.
      const inputs = pricingInputs(row.data).map((division, d) => ({
        ...division,
        items: division.items.map((item, i) =>
          row.data.divisions[d]!.items[i]!.price_source === 'ahsp' ? item : { ...item, job_type_id: null },
        ),
      }));
      // Each line with its own brick type (a bata ringan wall stays a bata ringan wall), and with its job type's unit:
      // a job type now in another unit leaves the line at its price (core's repriceProject).
      const outcome = repriceProject(inputs, settingsOf(row), (id, brickType) => {
        const jobType = today.get(analysisKey(id, brickType));
        return jobType && { ...jobType.parts, unit: jobType.unit };
      });
      const tooLarge = projectAmountDetails(outcome.divisions, settingsOf(row));
      if (tooLarge.length > 0) throw new ValidationError(tooLarge);
      const preview = {
        before: outcome.before,
        after: outcome.after,
        changes: outcome.changes,
        missing: outcome.missing,
      };
      if (!request.body.apply) return preview;
      const data: StoredProjectData = {
        divisions: row.data.divisions.map((division, d) => ({
          ...division,
          items: division.items.map((item, i) => ({
            ...item,
            parts: outcome.divisions[d]!.items[i]!.parts ?? item.parts,
          })),
        })),
      };
      const saved = await app.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('projects')
          .set({
            data: JSON.stringify(data),
            total: outcome.after.rounded,
            item_count: countItems(data),
            price_book_id: bookId ?? null,
            version: row.version + 1,
            updated_at: new Date(),
          })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .returningAll()
          .executeTakeFirst();
        if (updated) await keepRevision(trx, row);
        return updated;
      });
      // Saved elsewhere while the prices were worked out: 409 with what is stored now, as a stale save gets.
      if (!saved) {
        const latest = await ownOr404(row.user_id, row.id);
        return reply.status(409).send({ message: projectMessages.stale, project: toProject(latest) });
      }
      return { ...preview, project: toProject(saved) };
    },
  );

  app.get(
    '/projects/:id/revisions',
    {
      ...owned,
      schema: {
        tags,
        summary: 'Versi lama proyek yang dapat dipulihkan',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const row = await ownOr404(accountOf(request).id, request.params.id);
      const revisions = await app.db
        .selectFrom('project_revisions')
        .select(['id', 'version', 'created_at', 'snapshot'])
        .where('project_id', '=', row.id)
        .orderBy('id', 'desc')
        .execute();
      return {
        revisions: revisions.map(({ snapshot, ...revision }) => {
          const saved = snapshot as { name: string; total: number; item_count: number; updated_at: string };
          return {
            ...revision,
            name: saved.name,
            total: Number(saved.total),
            item_count: saved.item_count,
            saved_at: saved.updated_at,
          };
        }),
      };
    },
  );

  app.post(
    '/projects/:id/revisions/:revisionId/restore',
    {
      ...owned,
      schema: {
        tags,
        summary: 'Pulihkan versi lama (versi sekarang disimpan sebagai revisi)',
        params: z.object({ id: positiveId, revisionId: positiveId }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const row = await ownOr404(accountOf(request).id, request.params.id);
      const revision = await app.db
        .selectFrom('project_revisions')
        .select('snapshot')
        .where('id', '=', request.params.revisionId)
        .where('project_id', '=', row.id)
        .executeTakeFirst();
      if (!revision) throw new NotFoundError('Revisi proyek tidak ditemukan.');
      const snapshot = revision.snapshot as Omit<ProjectRow, 'id' | 'version'>;
      // The version comes back with the book it was priced from (the header, the documents and a later "Perbarui
      // harga" follow it); a book since deleted or no longer the owner's to use leaves it on the catalogue.
      const bookId = snapshot.price_book_id ?? null;
      const book =
        bookId === null
          ? undefined
          : await findVisibleBook(app.db, bookId, { id: row.user_id, admin: isAdmin(request) });
      const saved = await app.db.transaction().execute(async (trx) => {
        // The version replaced is the one stored now, read under the project's lock as a save reads it: a save
        // that came first is kept as a revision, one that comes after finds a newer version (409).
        const current = await lockOwnProject(trx, row.user_id, row.id);
        if (!current) throw new NotFoundError(projectMessages.notFound);
        await keepRevision(trx, current);
        return trx
          .updateTable('projects')
          .set({
            name: snapshot.name,
            location: snapshot.location,
            owner: snapshot.owner,
            contractor: snapshot.contractor,
            description: snapshot.description,
            fiscal_year: snapshot.fiscal_year,
            start_date: snapshot.start_date,
            overhead_percentage: snapshot.overhead_percentage,
            ppn_percentage: snapshot.ppn_percentage,
            rounding: snapshot.rounding,
            price_book_id: book?.id ?? null,
            data: JSON.stringify(snapshot.data),
            total: Number(snapshot.total),
            item_count: snapshot.item_count,
            version: current.version + 1,
            updated_at: new Date(),
          })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { project: toProject(saved) };
    },
  );

  /**
   * A browser copy read as a project; one whose reading throws (a bug, or input past what a reader guards) is
   * refused like an invalid one, so a sync never answers 500 after part of its list was stored.
   */
  function safeParseProject(raw: unknown) {
    try {
      return projectBodySchema.safeParse(raw);
    } catch (error) {
      app.log.error({ err: error }, 'project sync: copy not readable');
      const issue = { path: ['project'] as PropertyKey[], message: projectNotStored };
      return { success: false as const, error: { issues: [issue] } };
    }
  }

  const localProject = z.looseObject({
    id: z
      .string({ error: projectMessages.localIdInvalid })
      .regex(/^local_[A-Za-z0-9_-]{1,80}$/, { error: projectMessages.localIdInvalid }),
  });

  app.post(
    '/projects/sync',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Pindahkan proyek dari browser ke akun (sekali per ID lokal)',
        body: z.object({ projects: z.array(z.unknown(), { error: 'Daftar proyek harus diisi' }).max(200) }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const userId = accountOf(request).id;
      let synced = 0;
      let skipped = 0;
      const failed: { local_id: string | null; details: { param: string; msg: string }[] }[] = [];
      // Moved without their book, which no longer exists for this account: the web tells the user so.
      const bookGone: { local_id: string; price_book_id: number }[] = [];
      const projects = [];
      for (const raw of request.body.projects) {
        const local = localProject.safeParse(raw);
        const body = safeParseProject(raw);
        if (!local.success || !body.success) {
          const issues = [...(local.error?.issues ?? []), ...(body.error?.issues ?? [])];
          failed.push({
            local_id: local.success ? local.data.id : null,
            details: issues.map((issue) => ({ param: issue.path.join('.') || 'id', msg: issue.message })),
          });
          continue;
        }
        const existing = await app.db
          .selectFrom('projects')
          .selectAll()
          .where('user_id', '=', userId)
          .where('local_id', '=', local.data.id)
          .executeTakeFirst();
        if (existing) {
          skipped += 1;
          projects.push(toProject(existing));
          continue;
        }
        try {
          const bookId = body.data.price_book_id;
          const gone = await bookGoneFor(userId, isAdmin(request), bookId);
          const kept = gone ? { ...body.data, price_book_id: null } : body.data;
          const columns = await newProjectColumns(userId, kept, isAdmin(request));
          const row = await insertProject(app.db, { ...columns, local_id: local.data.id });
          synced += 1;
          if (gone && bookId) bookGone.push({ local_id: local.data.id, price_book_id: bookId });
          projects.push(toProject(row));
        } catch (error) {
          // A retried sync racing the first one: the unique (user, local id) keeps it one project.
          const again = await app.db
            .selectFrom('projects')
            .selectAll()
            .where('user_id', '=', userId)
            .where('local_id', '=', local.data.id)
            .executeTakeFirst();
          if (!again) {
            if (!(error instanceof HttpError)) request.log.error({ err: error }, 'project sync: not stored');
            failed.push({ local_id: local.data.id, details: syncFailureDetails(error) });
            continue;
          }
          skipped += 1;
          projects.push(toProject(again));
        }
      }
      return { synced, skipped, failed, book_gone: bookGone, projects };
    },
  );
};

export default projectsRoutes;
