import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coefficientMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { multipart } from '../../test/multipart';

// An English-format coefficient "6.240" (6,24 kg of semen) was read as 6240: the analysis line priced a thousand
// times over, in the AHSP import (CSV or paste) and in the Analisa editor's API. A comma-separated file's point is a
// decimal point; elsewhere the file's other coefficients tell the mark, or "d.ddd" is refused as meragukan.

let t: TestApp;
let admin: TestAccount;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

const upload = (fileName: string, content: string) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin.token) },
  });
};

type Component = { name: string; coefficient: number };
const coefficients = (answer: { analyses: { components: Component[] }[] }) =>
  answer.analyses.flatMap((analysis) => analysis.components.map((c) => [c.name, c.coefficient]));

describe('an English-format AHSP coefficient', () => {
  it('is read as a decimal in a comma-separated file', async () => {
    const file = [
      '[AHSP],A.4.4.2.99,Plesteran uji 1PC:4PP tebal 15 mm,m2',
      'Pekerja,OH,0.300',
      'Semen Portland (PC),kg,6.240',
      'Pasir pasang,m3,0.024',
    ].join('\n');
    const answer = await upload('ahsp-en.csv', file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ format: 'ahsp', errors: [] });
    expect(coefficients(answer.json())).toEqual([
      ['Pekerja', 0.3],
      ['Semen Portland (PC)', 6.24],
      ['Pasir pasang', 0.024],
    ]);
  });

  it('is read by the mark a pasted analysis shows, and refused where it shows none', async () => {
    const shown = await call('POST', '/api/ahsp/parse', {
      text: '[AHSP]\tUji tempel\tm2\nPekerja\t1.500\tOH\nPasir pasang\t0.024\tm3',
    });
    expect(shown.json().errors).toEqual([]);
    expect(coefficients(shown.json())).toEqual([
      ['Pekerja', 1.5],
      ['Pasir pasang', 0.024],
    ]);
    const alone = await call('POST', '/api/ahsp/parse', {
      text: '[AHSP]\tUji tempel\tm2\nPekerja\t1.500\tOH\nBata merah\t70\tbh',
    });
    expect(alone.json().errors).toEqual([
      { line: 2, msg: coefficientMessages.ambiguousInFile('1.500', '1,5', '1500', false) },
    ]);
  });

  it('typed "1.650" in the Analisa editor is refused, "1,65" saved as 1,65', async () => {
    const { job_type: details } = (await call('GET', `/api/job-types/${wallId}/details`)).json();
    const laborRateId = details.labor[0].labor_rate_id as number;
    const materialId = details.materials[0].material_id as number;
    const refused = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      labor_assignments: [{ labor_rate_id: laborRateId, coefficient: '1.650' }],
      material_assignments: [{ material_id: materialId, quantity_per_unit: '6.240' }],
      equipment_assignments: [],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'labor_assignments.0.coefficient',
        msg: 'Koefisien "1.650" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1,65 atau 1650.',
      },
      {
        param: 'material_assignments.0.quantity_per_unit',
        msg: coefficientMessages.ambiguous('6.240', '6,24', '6240'),
      },
    ]);
    const labor = await call('PUT', `/api/job-types/${wallId}/labor`, {
      labor_assignments: [{ labor_rate_id: laborRateId, coefficient: '1.650' }],
    });
    expect(labor.statusCode).toBe(422);

    const saved = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      labor_assignments: [{ labor_rate_id: laborRateId, coefficient: '1,65' }],
      material_assignments: [{ material_id: materialId, quantity_per_unit: '0.240' }],
      equipment_assignments: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call('GET', `/api/job-types/${wallId}/details`)).json().job_type;
    expect(after.labor.map((line: { coefficient: number }) => line.coefficient)).toEqual([1.65]);
    expect(after.materials.map((line: { quantity_per_unit: number }) => line.quantity_per_unit)).toEqual([
      0.24,
    ]);
  });
});
