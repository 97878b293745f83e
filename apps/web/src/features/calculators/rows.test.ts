import { calculateArea, validateArea } from '@kalkulator/core';
import { describe, expect, it } from 'vitest';
import { exportFileName, formatRow, resultsToCsv, resultsToJson, row, type SavedResult } from './rows';

const saved: SavedResult = {
  id: 'calc_1',
  calculator: 'bata',
  title: 'Kalkulator Bata',
  created_at: '2026-11-23T07:05:00.000Z',
  inputs: { wallLength: '5' },
  rows: [
    row('bricks', 'Jumlah bata', 990, 'bh', 0),
    row('cement', 'Semen', 1108.63026, 'kg', 2),
    row('note', 'Catatan; "uji"', 0.5, 'm³'),
  ],
};

describe('calculator result rows', () => {
  it('formats quantities the Indonesian way, money as rupiah', () => {
    expect(formatRow(row('a', 'A', 1234.5678, 'm²', 2))).toBe('1.234,57 m²');
    expect(formatRow(row('b', 'B', 990, 'bh', 0))).toBe('990 bh');
    expect(formatRow(row('c', 'C', 753000, 'Rp', 0))).toBe('Rp\u00a0753.000');
  });

  it('writes a semicolon CSV with decimal commas, no thousands dots, quoted cells where needed', () => {
    const csv = resultsToCsv([saved]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Kalkulator;Waktu;Besaran;Nilai;Satuan');
    expect(lines[1]).toMatch(/^Kalkulator Bata;\d{1,2} November 2026 pukul \d{2}\.\d{2};Jumlah bata;990;bh$/);
    expect(lines[2]).toContain(';Semen;1108,63;kg');
    expect(lines[3]).toContain(';"Catatan; ""uji""";0,5;m³');
  });

  it('never lets a spreadsheet run a title or label as a formula', () => {
    const hostile = {
      ...saved,
      title: '=HYPERLINK("http://x","klik")',
      rows: [row('a', '@SUM(A1)', 2, 'kg')],
    };
    const [, line] = resultsToCsv([hostile]).replace('\uFEFF', '').trim().split('\r\n');
    expect(line).toMatch(/^"'=HYPERLINK\(""http:\/\/x"",""klik""\)";.*;'@SUM\(A1\);2;kg$/);
  });

  it('writes JSON with the inputs and plain numbers', () => {
    const [entry] = JSON.parse(resultsToJson([saved]));
    expect(entry.inputs).toEqual({ wallLength: '5' });
    expect(entry.results[1]).toEqual({ key: 'cement', label: 'Semen', value: 1108.63, unit: 'kg' });
  });

  it('exports the figures shown, without the float noise of the computation', () => {
    // 3 × 1,6 m is 4.800000000000001 in floating point; the screen shows 4,8 m².
    const checked = validateArea({
      items: [
        { shape: 'persegi_panjang', operation: 'tambah', count: '1', size: { panjang: '3', lebar: '1,6' } },
      ],
    });
    if (!checked.success) throw new Error('invalid area');
    const area = calculateArea(checked.data);
    expect(area.totalM2).not.toBe(4.8);
    const noisy: SavedResult = {
      ...saved,
      rows: [
        row('total', 'Luas total', area.totalM2, 'm²', 4),
        row('ha', 'Dalam hektare', area.conversions.hektare, 'ha', 8),
        row('ratio', 'Faktor', 1 - 0.05, '', 2),
        row('cost', 'Biaya', 753_000.4, 'Rp', 0),
      ],
    };
    expect(formatRow(noisy.rows[0]!)).toBe('4,8 m²');
    const json = resultsToJson([noisy]);
    expect(json).not.toMatch(/\d\.\d{9,}/);
    const [entry] = JSON.parse(json);
    expect(entry.results.map((item: { value: number }) => item.value)).toEqual([4.8, 0.00048, 0.95, 753_000]);
    const csv = resultsToCsv([noisy]).trim().split('\r\n').slice(1);
    expect(csv.map((line) => line.split(';')[3])).toEqual(['4,8', '0,00048', '0,95', '753000']);
  });

  it('names files kalkulator-{id}-{date}', () => {
    expect(exportFileName('bata', 'csv', new Date('2026-11-23T10:00:00Z'))).toBe(
      'kalkulator-bata-2026-11-23.csv',
    );
  });
});
