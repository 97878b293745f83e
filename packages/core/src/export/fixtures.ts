import { calculateJob } from '../calculation/calculate';
import { brickWall } from '../calculation/fixtures';
import { toCalculationRecord, type CalculationRecord } from '../calculation/types';

// Test fixture: 12,5 m² of half-brick wall for "Rumah Pak Budi", 20% margin (HPP Rp 2.007.688, RAB Rp 2.509.610).
export function wallRecord(overrides: Partial<CalculationRecord> = {}): CalculationRecord {
  const result = calculateJob(brickWall, {
    volume: 12.5,
    productivity: 10,
    worker_ratio: '1:3',
    brick_type: 'bata_merah',
    profit_percentage: 20,
    project_name: 'Rumah Pak Budi',
    custom_waste_factor: 0,
  });
  return {
    ...toCalculationRecord({ ...result, id: 41, created_at: '2026-11-22T07:05:00.000Z' }),
    ...overrides,
  };
}
