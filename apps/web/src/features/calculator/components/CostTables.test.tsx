import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateJob } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import { MaterialTable } from './CostTables';

describe('the material table of a result', () => {
  it('says what to buy where the exact quantity is not whole: blocks and cement sacks', () => {
    const result = calculateJob(fixtures.brickWall, {
      volume: '12,3',
      productivity: 10,
      worker_ratio: '1:1',
      brick_type: 'bata_ringan',
      profit_percentage: 20,
      custom_waste_factor: 0,
    });
    render(<MaterialTable result={result} />);
    const lines = screen.getByTestId('result-material-lines').textContent ?? '';
    // 8,75 × 12,3 = 107,625 blocks → 108 bought; 11,5 × 12,3 = 141,45 kg of cement → 3 sacks of 50 kg.
    expect(lines).toContain('107,625 bh (beli 108 bh)');
    expect(lines).toContain('141,45 kg (beli 3 zak 50 kg)');
  });
});
