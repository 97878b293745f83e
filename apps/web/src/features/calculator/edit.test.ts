import { describe, expect, it } from 'vitest';
import { calculateJob, DEFAULT_FORM_DATA, toCalculationRecord } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { editTargetOf, isLocalId, readEditTarget, recomputeLocal, toEditableForm } from './edit';

describe('opening a stored result in the calculator', () => {
  it('gives stored numbers back as the inputs read them: a decimal comma, no thousands dot', () => {
    const form = toEditableForm({
      ...DEFAULT_FORM_DATA,
      volume: 12.5,
      productivity: 1000,
      profit_percentage: 20,
      manual_volume: null,
      material_specs: [{ material_id: 3, quantity_override: 0.25 }, { material_id: 4 }],
    });
    expect(form).toMatchObject({ volume: '12,5', productivity: '1000', profit_percentage: '20' });
    expect('manual_volume' in form).toBe(false);
    expect(form.material_specs).toEqual([{ material_id: 3, quantity_override: '0,25' }, { material_id: 4 }]);
  });

  it("gives an account result's form, kept with the decimal points the browser sent, back with commas", () => {
    const form = toEditableForm({
      ...DEFAULT_FORM_DATA,
      volume: '0.24',
      productivity: '1.250',
      num_tukang: '2',
      profit_percentage: '12,5',
      material_specs: [{ material_id: 3, quantity_override: '3.64' }],
    });
    expect(form).toMatchObject({
      volume: '0,24',
      productivity: '1,250',
      num_tukang: '2',
      profit_percentage: '12,5',
    });
    expect(form.material_specs).toEqual([{ material_id: 3, quantity_override: '3,64' }]);
  });

  it("takes the result's own price book for its edit, not the last one chosen", () => {
    const record = toCalculationRecord({
      ...calculateJob(fixtures.brickWall, {
        ...DEFAULT_FORM_DATA,
        volume: 4,
        productivity: 10,
        worker_ratio: '1:3',
      }),
      id: 9,
      price_book: { id: 3, name: 'Kab. Sleman 2026' },
    });
    expect(editTargetOf(record).price_book_id).toBe(3);
    expect(editTargetOf({ ...record, price_book: null }).price_book_id).toBeNull();
    // As the history hands it over, and from an entry opened before edits carried their book.
    const form = record.calculation_data;
    expect(readEditTarget({ edit: editTargetOf(record) })?.price_book_id).toBe(3);
    expect(readEditTarget({ edit: { id: 9, form: { ...form, price_book_id: 3 } } })?.price_book_id).toBe(3);
  });

  it('reads only a well-formed edit from the router state', () => {
    const form = { ...DEFAULT_FORM_DATA, volume: 4 };
    expect(readEditTarget({ edit: { id: 5, created_at: '2026-01-02', form } })).toEqual({
      id: 5,
      created_at: '2026-01-02',
      form,
      price_book_id: null,
    });
    expect(readEditTarget(null)).toBeNull();
    expect(readEditTarget({ edit: { id: 5 } })).toBeNull();
    expect(readEditTarget({ other: 1 })).toBeNull();
  });

  it('tells browser results by their local_ id', () => {
    expect(isLocalId('local_abc')).toBe(true);
    expect(isLocalId(12)).toBe(false);
  });
});

describe('recomputing a browser result', () => {
  it('keeps its id and creation time and takes the new figures', () => {
    const form = { ...DEFAULT_FORM_DATA, volume: '20', productivity: '10', worker_ratio: '1:3' };
    const target = { id: 'local_1', created_at: '2026-01-02T03:04:05.000Z', form, price_book_id: null };
    const updated = recomputeLocal(fixtures.brickWall, target, form, '2026-02-01T00:00:00.000Z');
    expect(updated).toMatchObject({
      id: 'local_1',
      is_local: true,
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    expect(updated.summary).toEqual(calculateJob(fixtures.brickWall, form).summary);
  });
});
