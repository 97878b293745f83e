import { describe, expect, it } from 'vitest';
import { roundTo } from '../format/number';
import { apportionWeights } from './weights';

const hundredths = (weights: number[]) => weights.reduce((sum, weight) => sum + Math.round(weight * 100), 0);

describe('apportionWeights', () => {
  // Six divisions of a Rp 100.000.000 Jumlah: exact shares 5,2857 / 2,2849 / 11,2071 / 30,4980 / 32,7253 /
  // 17,9990 %. Rounded one by one they print 5,29 + 2,28 + 11,21 + 30,50 + 32,73 + 18,00 = 100,01.
  const amounts = [5_285_700, 2_284_900, 11_207_100, 30_498_000, 32_725_300, 17_999_000];

  it('gives shares to hundredths that add up to exactly 100,00 where rounding each row gives 100,01', () => {
    const oneByOne = amounts.map((amount) => roundTo((amount / 100_000_000) * 100, 2));
    expect(oneByOne).toEqual([5.29, 2.28, 11.21, 30.5, 32.73, 18]);
    expect(hundredths(oneByOne)).toBe(10_001);
    // Rounded down: 528 + 228 + 1120 + 3049 + 3272 + 1799 = 9996 hundredths; the 4 missing go to the largest
    // remainders, 0,90 (18,00), 0,80 (30,50), 0,71 (11,21), 0,57 (5,29); 32,7253 (0,53) stays 32,72.
    const weights = apportionWeights(amounts);
    expect(weights).toEqual([5.29, 2.28, 11.21, 30.5, 32.72, 18]);
    expect(hundredths(weights)).toBe(10_000);
  });

  it('takes a hundredth away as well: three thirds are 33,34 + 33,33 + 33,33, the first first on a tie', () => {
    expect(apportionWeights([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(apportionWeights([2, 1])).toEqual([66.67, 33.33]);
  });

  it('is exact for amounts near 2^53 rupiah, and all zero for a project of nothing', () => {
    const weights = apportionWeights([Number.MAX_SAFE_INTEGER - 2, 1, 1]);
    expect(weights).toEqual([100, 0, 0]);
    expect(apportionWeights([0, 0])).toEqual([0, 0]);
    expect(apportionWeights([])).toEqual([]);
  });
});
