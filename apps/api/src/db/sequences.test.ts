import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { resetSequence, sequenceStatus } from './sequences';

// The admin's "reset auto-increment": ids of removed rows come back, except job types' (a project line keeps the
// id of its deleted job type, and a new job type given it would price that line with another analysis).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

async function addJobType(code: string): Promise<number> {
  const category = await t.db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('job_types')
    .values({
      code,
      category_id: category.id,
      name: `Uji ${code}`,
      unit: 'm3',
      description: null,
      default_productivity: 1,
      default_worker_ratio: '1:1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('resetSequence', () => {
  it('never gives a deleted job type’s id again', async () => {
    const first = await addJobType('UJI.SEQ.1');
    const second = await addJobType('UJI.SEQ.2');
    await t.db.deleteFrom('job_types').where('id', 'in', [first, second]).execute();

    const status = await resetSequence(t.db, 'job_types');
    expect(status.next_id).toBe(second + 1);
    expect(status.max_id).toBeLessThan(first);
    expect(await addJobType('UJI.SEQ.3')).toBe(second + 1);
  });

  it('moves the job types’ counter past an id written into the table by hand', async () => {
    const { next_id } = await sequenceStatus(t.db, 'job_types');
    const category = await t.db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_types')
      .values({
        id: next_id + 5,
        code: 'UJI.SEQ.HAND',
        category_id: category.id,
        name: 'Uji tangan',
        unit: 'm2',
        description: null,
        default_productivity: 1,
        default_worker_ratio: '1:1',
      })
      .execute();
    expect((await resetSequence(t.db, 'job_types')).next_id).toBe(next_id + 6);
  });

  it('still gives back the ids of removed materials', async () => {
    const added = await t.db
      .insertInto('materials')
      .values({ code: 'UJI.SEQ.M', name: 'Material uji urutan', unit: 'kg', price: 1_000, description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('materials').where('id', '=', added.id).execute();
    const status = await resetSequence(t.db, 'materials');
    expect(status.next_id).toBe(status.max_id + 1);
    expect(status.next_id).toBeLessThanOrEqual(added.id);
  });
});
