import { describe, expect, it } from 'vitest';
import type { CalculationFormData } from '@kalkulator/core';
import { fieldErrors, toRequest } from './form';

const form = (overrides: Partial<Record<string, string>>): CalculationFormData =>
  ({ volume: '10', productivity: '10', worker_ratio: '1:3', profit_percentage: '20', ...overrides }) as never;

describe('the calculator form', () => {
  it('reads numbers the Indonesian way before sending them', () => {
    expect(
      toRequest(form({ volume: '12,5', productivity: '1.000', profit_percentage: '20 %' })),
    ).toMatchObject({
      volume: '12.5',
      productivity: '1000',
      profit_percentage: '20',
    });
  });

  it('refuses a typo instead of reading another number from it', () => {
    const notANumber = 'Isi dengan angka, misal 12,5 (koma untuk desimal).';
    // The shared parser keeps digits only: these would have become 1253, 13 and 15.
    expect(fieldErrors(form({ volume: '12,5,3' }), [1])).toEqual({ volume: notANumber });
    expect(fieldErrors(form({ volume: '1e3' }), [1])).toEqual({ volume: notANumber });
    expect(fieldErrors(form({ productivity: '1-5' }), [2])).toEqual({ productivity: notANumber });
    expect(
      fieldErrors(form({ volume: '12,5', productivity: '6.67', profit_percentage: '20%' }), [1, 2, 3]),
    ).toEqual({});
  });

  it('keeps the spec messages for empty and negative values', () => {
    expect(fieldErrors(form({ volume: '' }), [1]).volume).toMatch(/^Volume pekerjaan harus diisi/);
    expect(fieldErrors(form({ volume: '-4' }), [1]).volume).toMatch(/^Volume pekerjaan harus diisi/);
  });
});
