import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { brickWallJob, categoryId, jobTypeId, NO_SUCH_ID } from '../../test/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/jobs/categories', () => {
  it('lists every seeded category with its number of job types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.categories).toHaveLength(defaultCatalogue.categories.length);
    expect(body.job_types).toEqual([]);
    for (const category of defaultCatalogue.categories) {
      const listed = body.categories.find((row: { code: string }) => row.code === category.code);
      const expected = defaultCatalogue.jobTypes.filter((job) => job.category === category.code).length;
      expect(listed).toMatchObject({ name: category.name, job_type_count: expected });
    }
  });

  it('filters categories and job types by ?search=, case-insensitively', async () => {
    const wall = brickWallJob();
    const word = wall.name.split(' ')[0]!.toUpperCase();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/categories?search=${encodeURIComponent(word)}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.job_types.map((job: { code: string }) => job.code)).toContain(wall.code);
    for (const job of body.job_types) {
      expect(`${job.name} ${job.code} ${job.description}`.toLowerCase()).toContain(word.toLowerCase());
    }
    const wallCategory = defaultCatalogue.categories.find((category) => category.code === wall.category)!;
    expect(body.categories.map((category: { code: string }) => category.code)).toContain(wallCategory.code);
    expect(body.categories.length).toBeLessThan(defaultCatalogue.categories.length);
  });

  it('finds a job type by its words in any order, every word required', async () => {
    const search = async (text: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/categories?search=${encodeURIComponent(text)}` }))
        .json()
        .job_types.map((job: { code: string }) => job.code) as string[];
    // The name reads "Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, …)".
    expect(await search('bata merah 1/2 batu campuran 1PC:4PP')).toContain('A.4.4.1.9');
    expect(await search('  1pc:4pp   dinding ')).toContain('A.4.4.1.9');
    const none = await search('bata merah kayujati');
    expect(none).toEqual([]);
  });

  it("finds a job type by the words a site uses for the catalogue's: cor, hebel, plafond", async () => {
    const search = async (text: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/categories?search=${encodeURIComponent(text)}` }))
        .json()
        .job_types.map((job: { name: string }) => job.name) as string[];
    const concrete = defaultCatalogue.jobTypes
      .filter((job) => /beton mutu/i.test(job.name))
      .map((job) => job.name);
    expect(concrete.length).toBeGreaterThan(3);
    expect(await search('cor')).toEqual(expect.arrayContaining(concrete));
    expect(await search('COR k-225')).toEqual(
      expect.arrayContaining(concrete.filter((name) => name.includes('K-225'))),
    );
    expect(await search('dinding hebel')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Pasangan dinding bata ringan/)]),
    );
    expect(await search('plafond gypsum')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Plafon gypsum/)]),
    );
  });

  it('lists the job a search names before those that only mention it (its demolition, a description)', async () => {
    const search = async (text: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/categories?search=${encodeURIComponent(text)}` }))
        .json()
        .job_types.map((job: { name: string }) => job.name) as string[];
    const concrete = await search('beton');
    expect(concrete[0]).toMatch(/^Beton mutu/);
    expect(concrete.findIndex((name) => /^Pembongkaran/.test(name))).toBeGreaterThan(
      concrete.findIndex((name) => /^Beton mutu/.test(name)),
    );
    const bricks = await search('bata');
    const wall = bricks.findIndex((name) => /^Pasangan dinding bata/.test(name));
    const demolition = bricks.findIndex((name) => /^Pembongkaran/.test(name));
    expect(wall).toBeGreaterThanOrEqual(0);
    if (demolition >= 0) expect(wall).toBeLessThan(demolition);
    // Said by the catalogue's word: "cor" lists the concrete jobs first.
    expect((await search('cor'))[0]).toMatch(/^Beton mutu/);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/categories?search=%25%25_' });
    expect(response.json()).toEqual({ categories: [], job_types: [] });
  });

  it('answers 422 with details when the search is too long', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/categories?search=${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'search', msg: 'Kata pencarian maksimal 100 karakter.' },
    ]);
  });
});

describe('GET /api/jobs/categories/{id}', () => {
  it('returns one category', async () => {
    const first = defaultCatalogue.categories[0]!;
    const id = await categoryId(t.db, first.code);
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/categories/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({ id, code: first.code, name: first.name });
  });

  it('answers 404 in Indonesian for an unknown id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/categories/${NO_SUCH_ID}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Kategori pekerjaan tidak ditemukan.' });
  });

  it('answers 422 for an id that is not a positive integer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/categories/abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Data yang dikirim tidak valid.',
      details: [{ param: 'id', msg: 'ID harus berupa bilangan bulat positif.' }],
    });
  });
});

describe('GET /api/jobs/types/{categoryId}', () => {
  it('lists the job types of a category with their defaults', async () => {
    const wall = brickWallJob();
    const id = await categoryId(t.db, wall.category);
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/types/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.category.code).toBe(wall.category);
    const expected = defaultCatalogue.jobTypes.filter((job) => job.category === wall.category);
    expect(body.job_types.map((job: { code: string }) => job.code).sort()).toEqual(
      expected.map((job) => job.code).sort(),
    );
    const listed = body.job_types.find((job: { code: string }) => job.code === wall.code);
    expect(listed).toMatchObject({
      name: wall.name,
      unit: wall.unit,
      category_id: id,
      category_name: body.category.name,
      default_productivity: wall.default_productivity,
      default_worker_ratio: wall.default_worker_ratio,
      has_brick_variants: true,
    });
  });

  it('lists them in AHSP order of their codes, not in the order the catalogue grew', async () => {
    const codesOf = async (category: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/types/${await categoryId(t.db, category)}` }))
        .json()
        .job_types.map((job: { code: string }) => job.code) as string[];
    const byNumbers = (codes: string[]) =>
      [...codes].sort((a, b) => {
        const [x, y] = [a, b].map((code) => code.split('.').map((part) => Number(part) || part));
        for (let i = 0; i < Math.max(x!.length, y!.length); i++)
          if (x![i] !== y![i]) return (x![i] ?? -1) < (y![i] ?? -1) ? -1 : 1;
        return 0;
      });
    for (const category of defaultCatalogue.categories) {
      const codes = await codesOf(category.code);
      expect(codes, category.code).toEqual(byNumbers(codes));
    }
    // K-125 (A.4.1.1.3, added in a later release) before K-175 (A.4.1.1.5), and plaster 1PC:5PP before 1PC:6PP.
    const beton = await codesOf('BETON');
    expect(beton.indexOf('A.4.1.1.3')).toBeLessThan(beton.indexOf('A.4.1.1.5'));
    expect(beton.indexOf('A.4.1.1.10')).toBeLessThan(beton.indexOf('A.4.1.1.20'));
  });

  it('answers 404 for an unknown category and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/jobs/types/${NO_SUCH_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kategori pekerjaan tidak ditemukan.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/types/-3' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('categoryId');
  });
});

describe('GET /api/jobs/type/{id}', () => {
  it('returns one job type', async () => {
    const wall = brickWallJob();
    const id = await jobTypeId(t.db, wall.code);
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs/type/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job_type).toMatchObject({ id, code: wall.code, name: wall.name, unit: wall.unit });
  });

  it('answers 404 for an unknown job type and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/jobs/type/${NO_SUCH_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Jenis pekerjaan tidak ditemukan.' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/type/1.5' });
    expect(bad.statusCode).toBe(422);
  });
});
