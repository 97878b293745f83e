import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures';
import { handedOver } from './hand-off';

const read = (query: string, jobType = fixtures.brickWall) => handedOver(new URLSearchParams(query), jobType);

describe('what a specialised calculator hands to the job calculator', () => {
  it('takes the waste typed there as "Faktor susut material", the Indonesian way', () => {
    expect(read('volume=10&brick_type=bata_merah&waste=5')).toEqual({
      form: { volume: '10', brick_type: 'bata_merah', custom_waste_factor: '5' },
      seed: '10 bata_merah waste=5',
    });
    expect(read('volume=9.6&waste=4.762')?.form).toEqual({ volume: '9,6', custom_waste_factor: '4,762' });
    expect(read('volume=10&waste=0')?.form.custom_waste_factor).toBe('0');
  });

  it('ignores a waste the form would refuse, and keeps the seed of a link without one as it was', () => {
    for (const waste of ['-1', '101', 'lima', '', '1e999'])
      expect(read(`volume=10&waste=${waste}`)).toEqual({ form: { volume: '10' }, seed: '10' });
    expect(read('volume=30&brick_type=batako')).toEqual({
      form: { volume: '30', brick_type: 'batako' },
      seed: '30 batako',
    });
  });

  it('hands nothing without a volume above 0', () => {
    expect(read('waste=5')).toBeUndefined();
  });
});
