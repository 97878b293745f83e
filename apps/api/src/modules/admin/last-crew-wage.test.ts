import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { categoryId } from '../../test/catalogue';

// With the catalogue's every Pekerja wage deleted, a job type without its own pekerja still prices the crew's
// pekerja, at the fixed wage of the browser estimate (SPEC.md §9), and its result says so.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

describe('a crew role whose wage the catalogue no longer has', () => {
  it('is paid the estimated wage, with a warning naming the role and the wage', async () => {
    const created = await call('POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'TANAH'),
      name: 'Galian uji tanpa upah pekerja',
      unit: 'm³',
      default_productivity: 10,
      default_worker_ratio: '1:2',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().job_type.id as number;
    const rates = await t.db.selectFrom('labor_rates').select(['id', 'role']).orderBy('code').execute();
    const tukang = rates.find((rate) => rate.role === 'tukang')!;
    await call('PUT', `/api/job-types/${id}/labor`, {
      labor_assignments: [{ labor_rate_id: tukang.id, coefficient: 0.1 }],
    });
    const calculate = async () => {
      const answer = await call('POST', `/api/calculations/${id}`, { volume: 10, productivity: 10 });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().calculation as {
        labor: { lines: { role: string; daily_rate: number }[] };
        warnings: string[];
      };
    };
    expect((await calculate()).warnings).toEqual([]);

    for (const rate of rates.filter((candidate) => candidate.role === 'pekerja'))
      expect((await call('DELETE', `/api/materials/labor/${rate.id}`)).statusCode).toBe(200);
    const result = await calculate();
    expect(result.labor.lines.find((line) => line.role === 'pekerja')).toMatchObject({ daily_rate: 135_000 });
    expect(result.warnings).toEqual([
      'Upah pekerja tidak ada di katalog: pekerja dihitung dengan upah perkiraan Rp\u00a0135.000 per hari. ' +
        'Tambahkan upah pekerja di katalog agar biayanya tepat.',
    ]);
  });
});
