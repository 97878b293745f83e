import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FORM_DATA } from '@kalkulator/core';
import { forgetSentUpdate, holdsSentForm, rememberSentUpdate, unansweredUpdate } from './edit-versions';

describe("an account result's update whose answer may be lost", () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the form sent until an answer comes', () => {
    rememberSentUpdate(36, { volume: '8', price_book_id: null, note: undefined });
    expect(unansweredUpdate(36)).toEqual({ volume: '8', price_book_id: null });
    expect(unansweredUpdate(37)).toBeUndefined();
    forgetSentUpdate(36);
    expect(unansweredUpdate(36)).toBeUndefined();
  });

  it('finds the form sent in the stored one, whatever the order of its keys and the fields the server added', () => {
    const sent = {
      volume: '8',
      material_specs: [{ material_id: 3, quantity_override: '0.25' }],
      expected_updated_at: '2026-11-26T09:00:00.000Z',
    };
    const stored = {
      ...DEFAULT_FORM_DATA,
      material_specs: [{ quantity_override: '0.25', material_id: 3 }],
      volume: '8',
    };
    expect(holdsSentForm(stored, sent)).toBe(true);
    expect(holdsSentForm({ ...stored, volume: '12' }, sent)).toBe(false);
    expect(holdsSentForm({ ...stored, material_specs: [] }, sent)).toBe(false);
  });
});
