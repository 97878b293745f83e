import { describe, expect, it } from 'vitest';
import { calculateJob, type JobTypeDetails } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { pricedOtherwise } from './priced-otherwise';

const form = { volume: 10, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 };
const wall = fixtures.brickWall;

/** The brick wall with one material's or one role's price changed, as an admin would. */
const withBrickPrice = (price: number): JobTypeDetails => ({
  ...wall,
  materials: wall.materials.map((material) =>
    material.material_id === 1 ? { ...material, price } : material,
  ),
});
const withWage = (role: 'tukang' | 'pekerja', dailyRate: number): JobTypeDetails => ({
  ...wall,
  labor: wall.labor.map((labor) => (labor.role === role ? { ...labor, daily_rate: dailyRate } : labor)),
});

describe('a server result priced otherwise than the details shown', () => {
  it('is not when the server priced with the same details', () => {
    expect(pricedOtherwise(calculateJob(wall, form), wall)).toBe(false);
  });

  it('is when a material the result uses costs another price (bata merah Rp 700 → Rp 900)', () => {
    expect(pricedOtherwise(calculateJob(withBrickPrice(900), form), wall)).toBe(true);
  });

  it('is when a crew wage differs from every wage of the role in the details', () => {
    expect(pricedOtherwise(calculateJob(withWage('tukang', 160_000), form), wall)).toBe(true);
  });

  it('says nothing of a browser result, another job type or another book', () => {
    const server = calculateJob(withBrickPrice(900), form);
    expect(pricedOtherwise({ ...server, is_estimate: true }, wall)).toBe(false);
    expect(pricedOtherwise({ ...server, is_local: true }, wall)).toBe(false);
    expect(pricedOtherwise({ ...server, job_type: { ...server.job_type, id: 8 } }, wall)).toBe(false);
    expect(pricedOtherwise({ ...server, price_book: { id: 3, name: 'Kab. Sleman 2026' } }, wall)).toBe(false);
  });
});
