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
    expect(entry.results[1]).toEqual({ key: 'cement', label: 'Semen', value: 1108.63026, unit: 'kg' });
  });

  it('names files kalkulator-{id}-{date}', () => {
    expect(exportFileName('bata', 'csv', new Date('2026-11-23T10:00:00Z'))).toBe(
      'kalkulator-bata-2026-11-23.csv',
    );
  });
});
