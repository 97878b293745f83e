import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FORM_DATA } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

// The account keeps a calculation's form as the browser sent it, for 'Ubah' to give back to the inputs: the form's
// fields, and nothing else a client put beside them (it once stored any body, up to a megabyte of it).

let t: TestApp;
let wallId: number;
let materialId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  const details = (await t.app.inject({ method: 'GET', url: `/api/job-types/${wallId}/details` })).json()
    .job_type;
  materialId = details.materials.find(
    (line: { brick_type: string | null }) => line.brick_type === 'bata_merah',
  ).material_id;
});
afterAll(() => t.close());

const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload && { payload }) });

/** The form as the web sends it: texts as typed, with one material's quantity overridden. */
const typed = () => ({
  volume: '12.5',
  productivity: '10',
  worker_ratio: '1:3',
  num_tukang: '',
  num_pekerja: '',
  brick_type: 'bata_merah',
  profit_percentage: '20',
  project_name: 'Rumah Pak Budi',
  custom_waste_factor: '5',
  material_specs: [{ material_id: materialId, quantity_override: '80.5' }],
});

/** What a client might put beside the form, and inside its material specs. */
const junk = { user_id: 5, zzz: 'junk', is_local: true, id: 77 };
const withJunk = (form: ReturnType<typeof typed>) => ({
  ...form,
  ...junk,
  material_specs: form.material_specs.map((spec) => ({ ...spec, price: 1, note: 'murah' })),
});

const stored = async (user: TestAccount, id: number) => {
  const answer = await call(user, 'GET', `/api/calculations/history/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().calculation;
};

describe('the form the account stores', () => {
  it('keeps the fields of a saved form as sent and drops everything else', async () => {
    const user = await registerUser(t.app);
    const saved = await call(user, 'POST', `/api/calculations/${wallId}/save`, withJunk(typed()));
    expect(saved.statusCode, saved.body).toBe(201);
    const record = await stored(user, saved.json().calculation.id);
    expect(record.calculation_data).toEqual({ ...DEFAULT_FORM_DATA, ...typed() });
    expect(saved.json().calculation.calculation_data).toEqual(record.calculation_data);
  });

  it('stores no text of any size beside the form', async () => {
    const user = await registerUser(t.app);
    const saved = await call(user, 'POST', `/api/calculations/${wallId}/save`, {
      ...typed(),
      zzz: 'x'.repeat(900_000),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const record = await stored(user, saved.json().calculation.id);
    expect(record.calculation_data).not.toHaveProperty('zzz');
    expect(JSON.stringify(record).length).toBeLessThan(20_000);
  });

  it('keeps an edited form as sent, without the fields beside it', async () => {
    const user = await registerUser(t.app);
    const saved = await call(user, 'POST', `/api/calculations/${wallId}/save`, typed());
    const id = saved.json().calculation.id;
    const changed = await call(user, 'PUT', `/api/calculations/history/${id}`, {
      ...withJunk({ ...typed(), volume: '20' }),
      expected_updated_at: saved.json().calculation.updated_at,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const record = await stored(user, id);
    expect(record.volume).toBe(20);
    expect(record.calculation_data).toEqual({ ...DEFAULT_FORM_DATA, ...typed(), volume: '20' });
  });

  it('keeps a synced browser copy’s form without what it carries beside it, and knows the copy again', async () => {
    const user = await registerUser(t.app);
    const guest = await call(null, 'POST', `/api/calculations/${wallId}`, typed());
    expect(guest.statusCode, guest.body).toBe(200);
    const result = guest.json().calculation;
    const made = new Date(Date.now() - 60 * 60_000).toISOString();
    // A copy whose form holds more than a form: a client's fields and a whole result inside it.
    const copy = {
      ...result,
      id: 'local_budi_1',
      is_local: true,
      created_at: made,
      updated_at: made,
      calculation_data: {
        ...withJunk(result.calculation_data),
        input: result.input,
        summary: result.summary,
      },
    };
    const first = await call(user, 'POST', '/api/calculations/sync', { calculations: [copy] });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().results[0].calculation_id;
    expect(first.json().results[0].status).toBe('stored');
    expect((await stored(user, id)).calculation_data).toEqual({
      ...DEFAULT_FORM_DATA,
      ...result.calculation_data,
    });

    // The same copy again (the first answer was lost): the account holds it as the browser has it.
    const again = await call(user, 'POST', '/api/calculations/sync', { calculations: [copy] });
    expect(again.json().results).toEqual([
      { local_id: 'local_budi_1', calculation_id: id, status: 'unchanged' },
    ]);
  });
});
