import { describe, expect, it } from 'vitest';
import { calculateJob } from '../calculation/calculate';
import { brickWall } from '../calculation/fixtures';
import { toCalculationRecord } from '../calculation/types';
import { buildBulkReport } from './bulk';
import { wallRecord } from './fixtures';
import { buildSingleReport } from './single';

const now = new Date('2026-11-23T02:30:00Z');
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('buildSingleReport', () => {
  it('prints the project, every labour and material line and the summary of SPEC.md §9', () => {
    const report = buildSingleReport(wallRecord(), { now, timeZone: 'Asia/Jakarta' });
    expect(report.title).toBe('LAPORAN KALKULASI KONSTRUKSI');
    expect(report.fileName).toBe('pasangan-dinding-bata-1-2-batu-1-4-2026-11-23.pdf');
    expect(Object.fromEntries(report.info.map(([label, value]) => [label, nbsp(value)]))).toEqual({
      'Nama Proyek': 'Rumah Pak Budi',
      'Jenis Pekerjaan': 'Pasangan dinding bata 1/2 batu 1:4',
      Kategori: 'Pekerjaan Pasangan Dinding',
      Volume: '12,50 m²',
      Produktivitas: '10 m²/hari',
      'Rasio Pekerja (tukang:pekerja)': '1:3',
      'Total Pekerja': '4 orang',
      'Estimasi Waktu': '2 hari',
      'Sumber Data': 'Akun',
      'Daftar Harga': 'Katalog nasional',
      'Tanggal Kalkulasi': '22 November 2026 pukul 14.05',
    });
    // A result priced with a price book names it.
    const inBook = buildSingleReport(wallRecord({ price_book: { id: 3, name: 'Kab. Sleman 2026' } }), {
      now,
    });
    expect(inBook.info).toContainEqual(['Daftar Harga', 'Kab. Sleman 2026']);
    // Named by the rate (the trade) as on the result screen; supervision in orang-hari, as the screen shows it.
    expect(report.labor?.body.map((row) => row.map(nbsp))).toEqual([
      ['Tukang Batu', '1', 'Rp 160.000', '2', 'Rp 320.000'],
      ['Pekerja', '3', 'Rp 120.000', '2', 'Rp 720.000'],
      ['Kepala Tukang', '0,125 OH', 'Rp 175.000', '—', 'Rp 21.875'],
      ['Mandor', '0,1875 OH', 'Rp 200.000', '—', 'Rp 37.500'],
    ]);
    expect(report.laborNote).toMatch(/^OH = orang-hari pengawasan/);
    expect(nbsp(report.labor?.foot[4] ?? '')).toBe('Rp 1.099.375');
    // What to buy, as the result screen says it: bricks and cement sacks whole.
    expect(report.materials?.body.map((row) => row[2])).toEqual([
      '875 bh',
      '143,75 kg (beli 3 zak 50 kg)',
      '0,5375 m³',
      '28,75 ltr',
    ]);
    expect(report.materials?.body[2]?.map(nbsp)).toEqual([
      'Pasir pasang',
      '0,043 m³',
      '0,5375 m³',
      'Rp 200.000',
      'Rp 107.500',
    ]);
    expect(report.summary.map((line) => [line.label, nbsp(line.value)])).toEqual([
      ['HPP Tenaga Kerja', 'Rp 1.099.375'],
      ['HPP Material', 'Rp 908.313'],
      ['TOTAL HPP', 'Rp 2.007.688'],
      ['HPP per Unit', 'Rp 160.615 / m²'],
      ['Margin Keuntungan', '20%'],
      ['Nilai Keuntungan', 'Rp 501.922'],
      ['TOTAL RAB', 'Rp 2.509.610'],
      ['RAB per Unit', 'Rp 200.769 / m²'],
    ]);
    expect(report.terbilang).toBe('dua juta lima ratus sembilan ribu enam ratus sepuluh rupiah');
    expect(report.printedAt).toBe('23 November 2026 pukul 09.30');
  });

  it('prints figures on each labour line that multiply to its cost', () => {
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    for (const volume of [1, 3.7, 12.5, 33.33, 250, 1234.56]) {
      const result = calculateJob(brickWall, {
        volume,
        productivity: 7,
        worker_ratio: '1:3',
        brick_type: 'bata_merah',
        profit_percentage: 20,
        custom_waste_factor: 0,
      });
      const report = buildSingleReport(toCalculationRecord({ ...result, id: 1 }), { now });
      expect(report.labor?.body.filter(([, people]) => people?.endsWith(' OH'))).toHaveLength(2);
      for (const [, people, rate, days, cost] of report.labor?.body ?? []) {
        const factors = [people, rate].map((text) => amount(text ?? ''));
        if (days !== '—') factors.push(amount(days ?? ''));
        const product = factors.reduce((a, b) => a * b, 1);
        expect(Math.round(product), `${people} × ${rate} × ${days}`).toBe(amount(cost ?? ''));
      }
    }
  });

  it('prints each material and equipment need so that need × price = cost: 0,05375 m³ of sand, not 0,0538', () => {
    const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    const withMixer = {
      ...brickWall,
      equipment: [
        {
          id: 1,
          equipment_id: 1,
          code: 'E.01',
          name: 'Molen',
          unit: 'hari',
          price: 375_000,
          quantity_per_unit: 0.0173,
          description: null,
        },
      ],
    };
    for (const volume of [0.01, 1.25, 3.33, 17.77, 123.45]) {
      const result = calculateJob(withMixer, {
        volume,
        productivity: 10,
        worker_ratio: '1:1',
        brick_type: 'bata_merah',
        profit_percentage: 20,
        custom_waste_factor: 0,
      });
      const report = buildSingleReport(toCalculationRecord({ ...result, id: 1 }), { now });
      const rows = [...(report.materials?.body ?? []), ...(report.equipment?.body ?? [])];
      expect(rows).toHaveLength(5);
      for (const [name, , need, price, cost] of rows) {
        // The need's figure, before its unit and any "(beli …)".
        const figure = amount(need?.split(' ')[0] ?? '');
        expect(Math.round(figure * amount(price ?? '')), `${name}: ${need} × ${price}`).toBe(
          amount(cost ?? ''),
        );
      }
      if (volume === 1.25) {
        expect(report.materials?.body.find(([name]) => name === 'Pasir pasang')?.map(nbsp)).toEqual([
          'Pasir pasang',
          '0,043 m³',
          '0,05375 m³',
          'Rp 200.000',
          'Rp 10.750',
        ]);
      }
    }
  });

  it('says when a result is not saved yet', () => {
    const report = buildSingleReport(wallRecord({ id: '' }), { now });
    expect(report.info.find(([label]) => label === 'Sumber Data')?.[1]).toBe('Belum disimpan');
  });

  it('marks a browser record and names a report without job type "unknown"', () => {
    const report = buildSingleReport({ id: 'local_9', is_local: true, summary: { rab_total: 0 } }, { now });
    expect(report.fileName).toBe('unknown-2026-11-23.pdf');
    expect(report.info[0]).toEqual(['Nama Proyek', 'Tidak ada']);
    expect(report.info.find(([label]) => label === 'Sumber Data')?.[1]).toBe(
      'Browser (belum disinkronkan ke akun)',
    );
    expect(report.info.find(([label]) => label === 'Tanggal Kalkulasi')?.[1]).toBe('Tidak diketahui');
    expect(report.labor).toBeNull();
    expect(report.materials).toBeNull();
  });
});

describe('buildBulkReport', () => {
  const records = [
    wallRecord(),
    wallRecord({
      id: 42,
      project_name: 'Kantor Desa',
      volume: 20.25,
      profit_percentage: 15,
      total_rab: 2_362_000,
    }),
    wallRecord({ id: 43, project_name: '', profit_percentage: 12.5 }),
  ];

  it('has a row per result with volume to one decimal, a TOTAL row and the statistics', () => {
    const report = buildBulkReport(records, { now });
    expect(report.title).toBe('LAPORAN KALKULASI BULK');
    expect(report.projectLabel).toBe('Multiple Projects');
    expect(report.fileName).toBe('multiple-projects-2026-11-23.pdf');
    expect(report.head).toEqual([
      'No',
      'Pekerjaan',
      'Volume',
      'HPP Jasa',
      'HPP Bahan',
      'Total HPP',
      'Total RAB',
    ]);
    expect(report.body.map((row) => row.map(nbsp))).toEqual([
      [
        '1',
        'Pasangan dinding bata 1/2 batu 1:4 - Rumah Pak Budi',
        '12,5 m²',
        'Rp 1.099.375',
        'Rp 908.313',
        'Rp 2.007.688',
        'Rp 2.509.610',
      ],
      [
        '2',
        'Pasangan dinding bata 1/2 batu 1:4 - Kantor Desa',
        '20,3 m²',
        'Rp 1.099.375',
        'Rp 908.313',
        'Rp 2.007.688',
        'Rp 2.362.000',
      ],
      [
        '3',
        'Pasangan dinding bata 1/2 batu 1:4 - Rumah Pak Budi',
        '12,5 m²',
        'Rp 1.099.375',
        'Rp 908.313',
        'Rp 2.007.688',
        'Rp 2.509.610',
      ],
    ]);
    expect(report.foot.map(nbsp)).toEqual([
      '',
      'TOTAL',
      '',
      'Rp 3.298.125',
      'Rp 2.724.939',
      'Rp 6.023.064',
      'Rp 7.381.220',
    ]);
    expect(Object.fromEntries(report.statistics.map(([label, value]) => [label, nbsp(value)]))).toEqual({
      'Total Kalkulasi': '3',
      'Total HPP Tenaga Kerja': 'Rp 3.298.125',
      'Total HPP Material': 'Rp 2.724.939',
      'Total HPP': 'Rp 6.023.064',
      'Total RAB': 'Rp 7.381.220',
      'Total Keuntungan': 'Rp 1.358.156', // RAB − HPP
      'Rata-rata Margin Keuntungan': '15,8%', // (20 + 15 + 12,5) / 3
    });
  });

  it('names the report after the one project all results share', () => {
    const report = buildBulkReport([wallRecord(), wallRecord({ id: 44 })], { now });
    expect(report.projectLabel).toBe('Rumah Pak Budi');
    expect(report.fileName).toBe('rumah-pak-budi-2026-11-23.pdf');
  });

  // Its speed is measured in bench/, not here.
  it('builds a report over 1 000 results', () => {
    const many = Array.from({ length: 1000 }, (_, index) => wallRecord({ id: index + 1 }));
    const report = buildBulkReport(many, { now });
    expect(report.body).toHaveLength(1000);
    expect(report.totals.totalRab).toBe(2_509_610_000);
    expect(report.terbilang).toBe('dua miliar lima ratus sembilan juta enam ratus sepuluh ribu rupiah');
  });
});
