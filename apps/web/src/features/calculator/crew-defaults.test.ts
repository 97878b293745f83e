import { describe, expect, it } from 'vitest';
import { calculateJob } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { anyBrickWall, batakoWall } from '../../test/walls';
import { brickRatioHint, brickWorkerRatio, jobDefaults, ratioForBrick } from './crew-defaults';

describe('the crew a wall of several bricks opens with', () => {
  it('is the brick’s own: 1:3 for bata merah (pekerja 0,3 OH), 1:2 for batako and bata ringan (0,2 OH)', () => {
    expect(brickWorkerRatio(anyBrickWall, 'bata_merah')).toBe('1:3');
    expect(brickWorkerRatio(anyBrickWall, 'batako')).toBe('1:2');
    expect(brickWorkerRatio(anyBrickWall, 'bata_ringan')).toBe('1:2');
    // The batako wall's own job type opens at 1:2 too.
    expect(batakoWall.default_worker_ratio).toBe('1:2');
    expect(jobDefaults(anyBrickWall, 'batako')).toEqual({ productivity: '10', worker_ratio: '1:2' });
    expect(jobDefaults(anyBrickWall)).toEqual({ productivity: '10', worker_ratio: '1:3' });
  });

  it('prices 10 m² of batako as its own job type does', () => {
    const form = { volume: 10, productivity: 10, profit_percentage: 20 };
    const shared = calculateJob(anyBrickWall, {
      ...form,
      brick_type: 'batako',
      worker_ratio: brickWorkerRatio(anyBrickWall, 'batako'),
    });
    const own = calculateJob(batakoWall, { ...form, worker_ratio: batakoWall.default_worker_ratio });
    expect(shared.summary.rab_total).toBe(own.summary.rab_total);
    expect(shared.labor.total_labor_cost).toBe(own.labor.total_labor_cost);
  });

  it('keeps the job type’s own default where the crew is the same for every brick (or its labour is not by brick)', () => {
    // The test catalogue's wall has one set of labour lines for all bricks.
    expect(brickWorkerRatio(fixtures.brickWall, 'batako')).toBe('1:3');
    // An admin's default over the same lines: bata merah's is the admin's; batako's lines say 1:2.
    const edited = { ...anyBrickWall, default_worker_ratio: '1:4' };
    expect(brickWorkerRatio(edited, 'bata_merah')).toBe('1:4');
    expect(brickWorkerRatio(edited, 'batako')).toBe('1:2');
    // A job type without brick variants has one crew.
    expect(brickWorkerRatio(batakoWall, 'bata_ringan')).toBe('1:2');
    expect(brickRatioHint(fixtures.brickWall, { worker_ratio: '1:3', brick_type: 'batako' })).toBeUndefined();
  });

  it('follows the brick chosen while the ratio is the last brick’s default, and never replaces a typed one', () => {
    const merah = { worker_ratio: '1:3', brick_type: 'bata_merah' as const };
    expect(ratioForBrick(anyBrickWall, merah, 'batako')).toBe('1:2');
    expect(ratioForBrick(anyBrickWall, { worker_ratio: ' 1 : 3 ', brick_type: 'bata_merah' }, 'batako')).toBe(
      '1:2',
    );
    expect(ratioForBrick(anyBrickWall, { worker_ratio: '1:2', brick_type: 'batako' }, 'bata_merah')).toBe(
      '1:3',
    );
    expect(ratioForBrick(anyBrickWall, { worker_ratio: '1:4', brick_type: 'bata_merah' }, 'batako')).toBe(
      '1:4',
    );
    expect(ratioForBrick(anyBrickWall, { worker_ratio: '1:3', brick_type: 'batako' }, 'bata_ringan')).toBe(
      '1:3',
    );
    expect(brickRatioHint(anyBrickWall, { worker_ratio: '1:2', brick_type: 'batako' })).toBe(
      'Rasio tukang : pekerja mengikuti jenis bata: 1:2 untuk batako.',
    );
    expect(brickRatioHint(anyBrickWall, { worker_ratio: '1:4', brick_type: 'batako' })).toBe(
      'Rasio tukang : pekerja 1:4 yang Anda isi tetap dipakai (bawaan untuk batako: 1:2).',
    );
  });
});
