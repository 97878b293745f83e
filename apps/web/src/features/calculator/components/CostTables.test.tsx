import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSingleReport, calculateJob, toCalculationRecord, type JobTypeDetails } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import { EquipmentTable, MaterialTable } from './CostTables';

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
  it('prints the need the cost was priced from: 0,05375 m³ of sand × Rp 200.000 = Rp 10.750', () => {
    const withSand: JobTypeDetails = {
      ...fixtures.brickWall,
      materials: [
        ...fixtures.brickWall.materials,
        {
          id: 4,
          material_id: 4,
          code: 'M.03',
          name: 'Pasir pasang',
          unit: 'm³',
          price: 200_000,
          description: null,
          quantity_per_unit: 0.043,
          brick_type: 'bata_merah',
        },
      ],
    };
    const result = calculateJob(withSand, {
      volume: '1,25',
      productivity: 10,
      worker_ratio: '1:1',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      custom_waste_factor: 0,
    });
    render(<MaterialTable result={result} />);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const row = screen.getByRole('rowheader', { name: /Pasir pasang/ }).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent ?? ''));
    // Per m², need, price, cost: 0,05375 × 200.000 = 10.750 (the stored 0,0538 would give 10.760).
    expect(cells).toEqual(['0,043 m³', '0,05375 m³', 'Rp 200.000', 'Rp 10.750']);
    const read = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(Math.round(read(cells[1]!) * read(cells[2]!))).toBe(read(cells[3]!));
    // The phone card says the same.
    const lines = plain(screen.getByTestId('result-material-lines').textContent ?? '');
    expect(lines).toContain('0,043 m³/m² → 0,05375 m³ × Rp 200.000');
  });
  it('prints 7,5 m³ of sand at 0,4986 m³ per m³ and 5 % waste as 3,926475 m³, the figure the cost was priced from', () => {
    const concrete: JobTypeDetails = {
      ...fixtures.brickWall,
      unit: 'm³',
      materials: [
        {
          id: 3,
          material_id: 3,
          code: 'M.03',
          name: 'Pasir beton',
          unit: 'm³',
          price: 370_000,
          description: null,
          quantity_per_unit: 0.4986,
          brick_type: null,
        },
      ],
    };
    const result = calculateJob(concrete, {
      volume: '7,5',
      productivity: 5,
      worker_ratio: '1:1',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      custom_waste_factor: 5,
    });
    render(<MaterialTable result={result} />);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const row = screen.getByRole('rowheader', { name: /Pasir beton/ }).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent ?? ''));
    // 0,4986 × 7,5 × 1,05 = 3,926475 m³ × Rp 370.000 = Rp 1.452.796 (cost ÷ price gave 3,926476).
    expect(cells).toEqual(['0,4986 m³', '3,926475 m³', 'Rp 370.000', 'Rp 1.452.796']);
    expect(plain(screen.getByTestId('result-material-lines').textContent ?? '')).toContain(
      '0,4986 m³/m³ → 3,926475 m³ × Rp 370.000',
    );
  });
});

describe('the equipment table of a result', () => {
  it('shows the quantities the PDF prints, with the decimals they have', () => {
    const withMixer: JobTypeDetails = {
      ...fixtures.brickWall,
      equipment: [
        {
          id: 1,
          equipment_id: 1,
          code: 'E.01',
          name: 'Molen',
          unit: 'hari',
          price: 400_000,
          quantity_per_unit: 0.075,
          description: null,
        },
      ],
    };
    const result = calculateJob(withMixer, {
      volume: '12,5',
      productivity: 10,
      worker_ratio: '1:1',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      custom_waste_factor: 0,
    });
    render(<EquipmentTable result={result} />);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const lines = plain(screen.getByTestId('result-equipment-lines').textContent ?? '');
    // 0,075 × 12,5 = 0,9375 hari × Rp 400.000 = Rp 375.000; "0,938 hari" would not multiply out.
    const report = buildSingleReport(toCalculationRecord(result)).equipment!.body[0]!.map(plain);
    const [, perUnit, need, price, cost] = report;
    expect([perUnit, need, price, cost]).toEqual(['0,075 hari', '0,9375 hari', 'Rp 400.000', 'Rp 375.000']);
    for (const figure of [perUnit, need, cost]) expect(lines).toContain(figure!);
  });
});
