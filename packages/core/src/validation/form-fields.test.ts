import { describe, expect, it } from 'vitest';
import { calculationFormFields, calculationFormSchema, materialSpecSchema } from './form';

const typed = {
  volume: '12,5',
  productivity: '10',
  worker_ratio: ' 1:3 ',
  num_workers: '',
  num_tukang: null,
  num_pekerja: '',
  brick_type: 'bata_merah',
  material_specs: [{ material_id: '7', quantity_override: '80,5' }],
  profit_percentage: '20%',
  project_name: '  Rumah Pak Budi  ',
  custom_waste_factor: '0',
  manual_volume: '',
  price_book_id: 3,
};

describe('calculationFormFields: what the account stores of a form', () => {
  it('keeps every field of the form exactly as typed, nothing normalised', () => {
    expect(calculationFormFields(typed)).toEqual(typed);
  });

  it('drops fields the form has not, at the top and inside each material spec', () => {
    const sent = {
      ...typed,
      user_id: 5,
      is_local: true,
      zzz: 'x'.repeat(1000),
      material_specs: [{ material_id: 7, quantity_override: null, price: 1, note: 'murah' }],
    };
    expect(calculationFormFields(sent)).toEqual({
      ...typed,
      material_specs: [{ material_id: 7, quantity_override: null }],
    });
  });

  it('keeps only the fields that were sent', () => {
    expect(calculationFormFields({ volume: 4, junk: 1 })).toEqual({ volume: 4 });
    expect(calculationFormFields({})).toEqual({});
  });

  it('leaves a malformed material_specs as it is, for the validation to refuse', () => {
    expect(calculationFormFields({ material_specs: 'semua' })).toEqual({ material_specs: 'semua' });
    expect(calculationFormFields({ material_specs: [5, null, [1]] })).toEqual({
      material_specs: [5, null, [1]],
    });
  });

  it('knows every field of the form schema', () => {
    const everyField = Object.fromEntries(Object.keys(calculationFormSchema.shape).map((name) => [name, 1]));
    expect(calculationFormFields(everyField)).toEqual(everyField);
    const everySpecField = Object.fromEntries(Object.keys(materialSpecSchema.shape).map((name) => [name, 1]));
    expect(calculationFormFields({ material_specs: [everySpecField] })).toEqual({
      material_specs: [everySpecField],
    });
  });
});
