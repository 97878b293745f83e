import { describe, expect, it } from 'vitest';
import { buildCsv, buildJson, csvText } from './data';
import { wallRecord } from './fixtures';

describe('CSV export', () => {
  it('starts with a BOM and the Indonesian header, one ; separated row per result, CRLF line ends', () => {
    const csv = buildCsv([
      wallRecord(),
      wallRecord({
        id: 2,
        volume: 7.25,
        job_type_name: 'Plester; aci "halus"',
        price_book: { id: 3, name: 'Kab. Sleman 2026' },
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Jenis Pekerjaan;Volume;Produktivitas;Rasio Pekerja;Estimasi Hari;Total Pekerja;Biaya Tenaga Kerja;Biaya Material;Biaya per Unit;Total Biaya;Nama Proyek;Margin Keuntungan (%);Total RAB;RAB per Unit;Biaya Peralatan;Daftar Harga',
      // RAB = 2.007.688 / (1 − 0,20) = 2.509.610; per unit 2.509.610 / 12,5 = 200.769 and / 7,25 = 346.153.
      'Pasangan dinding bata 1/2 batu 1:4;12,5;10;1:3;2;4;1099375;908313;160615;2007688;Rumah Pak Budi;20;2509610;200769;0;Katalog nasional',
      '"Plester; aci ""halus""";7,25;10;1:3;2;4;1099375;908313;276922;2007688;Rumah Pak Budi;20;2509610;346153;0;Kab. Sleman 2026',
      '',
    ]);
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+62 811')).toBe("'+62 811");
    expect(csvText(' =1+1')).toBe("' =1+1");
    expect(csvText('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
    expect(csvText('Dinding 1 - 2')).toBe('Dinding 1 - 2');
  });
});

describe('JSON export', () => {
  it('holds every result as stored, with the count and the export time', () => {
    const record = wallRecord();
    const parsed = JSON.parse(buildJson([record], new Date('2026-11-23T02:30:00Z'))) as Record<
      string,
      unknown
    >;
    expect(parsed).toEqual({
      application: 'Kalkulator Konstruksi',
      exported_at: '2026-11-23T02:30:00.000Z',
      count: 1,
      calculations: [JSON.parse(JSON.stringify(record))],
    });
  });
});
