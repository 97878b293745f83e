import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FORM_DATA } from '@kalkulator/core';
import { hasTypedCalculatorWork } from './typed-drafts';

const keepJobDraft = (form: object, extra: object = {}) =>
  localStorage.setItem(
    'draft:calculator:job:7',
    JSON.stringify({
      formData: { ...DEFAULT_FORM_DATA, productivity: '10', worker_ratio: '1:3', ...form },
      activeStep: 2,
      ...extra,
    }),
  );

describe('calculator input a logout would lose', () => {
  beforeEach(() => localStorage.clear());

  it('is none with no drafts, or with a job form only walked through (the job type filled what it holds)', () => {
    expect(hasTypedCalculatorWork()).toBe(false);
    localStorage.setItem('draft:owner', '3');
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    keepJobDraft({ price_book_id: 2, profit_percentage: '20' });
    expect(hasTypedCalculatorWork()).toBe(false);
  });

  it("is a job form's typed name, volume, crew, specs or another profit", () => {
    for (const typed of [
      { project_name: 'Rumah Pak Budi' },
      { volume: '12,5' },
      { num_tukang: '2' },
      { material_specs: [{ material_id: 3 }] },
      { profit_percentage: '15' },
    ]) {
      keepJobDraft(typed);
      expect(hasTypedCalculatorWork(), JSON.stringify(typed)).toBe(true);
    }
  });

  it('is not a job form saved as a result since it was typed', () => {
    keepJobDraft({ project_name: 'Rumah Pak Budi', volume: '4' }, { saved: true });
    expect(hasTypedCalculatorWork()).toBe(false);
  });

  it("is a specialised calculator's changed values, and not an edit of a stored result", () => {
    localStorage.setItem('draft:calculator:edit:31:abc', JSON.stringify({ formData: { volume: '8' } }));
    expect(hasTypedCalculatorWork()).toBe(false);
    localStorage.setItem('draft:calculator:bata', JSON.stringify({ openings: '3' }));
    expect(hasTypedCalculatorWork()).toBe(true);
  });

  it('reads a corrupt job draft as nothing typed', () => {
    localStorage.setItem('draft:calculator:job:7', '{not json');
    expect(hasTypedCalculatorWork()).toBe(false);
  });
});
