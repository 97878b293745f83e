import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';

// A project open on a device while its price book is deleted (the database puts the stored project on the catalogue
// without a new version): the device's save still names the book. It is saved on the catalogue with its prices as
// they were, as the delete dialog promised, and the answer says so (book_gone). A book that exists but is not the
// user's to use is still refused. Worked on the seeded excavation A.2.3.1.1: 0,75 OH pekerja (L.01) and 0,025 OH
// mandor (Rp 200.000); with the book's pekerja at Rp 90.000, A = 67.500 + 5.000 = 72.500 (the catalogue's: 80.000).

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
let excavation: number;
let pekerja: number;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
  pekerja = (
    await t.db.selectFrom('labor_rates').select('id').where('code', '=', 'L.01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload && { payload }) });

/** A private book of `who` pricing pekerja at Rp 90.000. */
async function privateBook(who: TestAccount, name: string) {
  const created = await call(who, 'POST', '/api/price-books', { name, region: 'DI Yogyakarta', year: 2026 });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().price_book.id as number;
  const prices = await call(who, 'PUT', `/api/price-books/${id}/prices`, {
    prices: [{ kind: 'labor', item_id: pekerja, price: '90.000' }],
  });
  expect(prices.statusCode, prices.body).toBe(200);
  return id;
}

interface ReadProject {
  id: number;
  version: number;
  divisions: { items: { id: string; unit_price: { A: number; B: number; C: number } }[] }[];
}

/** The body the editor sends for a project as it read it: each line with its frozen A, B, C. */
function editorSave(project: ReadProject, name: string, bookId: number | null) {
  const line = project.divisions[0]!.items[0]!;
  return {
    name,
    overhead_percentage: 0,
    ppn_percentage: 0,
    rounding: 'none',
    price_book_id: bookId,
    version: project.version,
    divisions: [
      {
        code: 'A',
        name: 'TANAH',
        items: [
          {
            id: line.id,
            job_type_id: excavation,
            volume: '10',
            price_source: 'ahsp',
            unit_price: { A: line.unit_price.A, B: line.unit_price.B, C: line.unit_price.C },
          },
        ],
      },
    ],
  };
}

async function projectOn(bookId: number) {
  const created = await call(user, 'POST', '/api/projects', {
    name: 'Gudang Sleman',
    overhead_percentage: 0,
    ppn_percentage: 0,
    rounding: 'none',
    price_book_id: bookId,
    divisions: [{ code: 'A', name: 'TANAH', items: [{ job_type_id: excavation, volume: '10' }] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json().project;
  expect(project).toMatchObject({ price_book_id: bookId, totals: { subtotal: 725_000 } });
  return project as ReadProject;
}

describe('saving a project whose price book was deleted meanwhile', () => {
  it('saves it on the catalogue with its frozen prices and answers book_gone', async () => {
    const bookId = await privateBook(user, 'Penawaran toko Sleman');
    const open = await projectOn(bookId);
    expect((await call(user, 'DELETE', `/api/price-books/${bookId}`)).statusCode).toBe(200);

    const saved = await call(
      user,
      'PUT',
      `/api/projects/${open.id}`,
      editorSave(open, 'Gudang Sleman (HP)', bookId),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.book_gone).toBe(true);
    expect(answer.project).toMatchObject({
      id: open.id,
      name: 'Gudang Sleman (HP)',
      price_book_id: null,
      version: 2,
      totals: { subtotal: 725_000 },
    });
    expect(answer.project.divisions[0].items[0].unit_price).toMatchObject({ A: 72_500 });
    expect((await call(user, 'GET', `/api/projects/${open.id}`)).json().project).toMatchObject({
      name: 'Gudang Sleman (HP)',
      price_book_id: null,
      version: 2,
    });
    const revisions = (await call(user, 'GET', `/api/projects/${open.id}/revisions`)).json().revisions;
    expect(revisions).toEqual([expect.objectContaining({ version: 1, name: 'Gudang Sleman' })]);
  });

  it("still refuses a book that exists but is someone else's, and writes nothing", async () => {
    const open = await projectOn(await privateBook(user, 'Penawaran toko Bantul'));
    const theirs = await privateBook(other, 'Penawaran toko orang lain');

    const refused = await call(
      user,
      'PUT',
      `/api/projects/${open.id}`,
      editorSave(open, 'Gudang lain', theirs),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'price_book_id', msg: 'Daftar harga tidak ditemukan atau tidak dapat Anda pakai' },
    ]);
    expect((await call(user, 'GET', `/api/projects/${open.id}`)).json().project).toMatchObject({
      name: 'Gudang Sleman',
      version: 1,
    });
  });

  it('says nothing of a book still there', async () => {
    const bookId = await privateBook(user, 'Penawaran toko Kulon Progo');
    const open = await projectOn(bookId);
    const saved = await call(user, 'PUT', `/api/projects/${open.id}`, editorSave(open, 'Gudang KP', bookId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('book_gone');
    expect(saved.json().project).toMatchObject({ price_book_id: bookId, version: 2 });
  });
});
