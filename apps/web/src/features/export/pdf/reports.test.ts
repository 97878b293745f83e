import { jsPDF } from 'jspdf';
import { autoTable, type Table } from 'jspdf-autotable';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildBulkReport,
  buildSingleReport,
  calculateJob,
  toCalculationRecord,
  type CalculationRecord,
  type JobTypeDetails,
  type JobTypeLabor,
} from '@kalkulator/core';
import { PAGE, pdfText, startSection, type PdfLib } from './layout';
import { renderBulkReport } from './bulk-pdf';
import { renderSingleReport } from './single-pdf';
import { pageRecordingLib } from './row-pages.test-helper';

const lib: PdfLib = { jsPDF, autoTable };
const now = new Date('2026-11-23T02:30:00Z');

// A job with 70 materials: long enough for a report of three pages.
const details: JobTypeDetails = {
  id: 1,
  code: 'T.1',
  category_id: 1,
  category_name: 'Pekerjaan Uji',
  name: 'Pekerjaan Panjang',
  unit: 'm²',
  description: null,
  default_productivity: 10,
  default_worker_ratio: '1:1',
  has_brick_variants: false,
  labor: [
    {
      id: 1,
      labor_rate_id: 1,
      code: 'L1',
      role: 'tukang',
      name: 'Tukang',
      daily_rate: 150_000,
      coefficient: 0.1,
    },
    {
      id: 2,
      labor_rate_id: 2,
      code: 'L2',
      role: 'pekerja',
      name: 'Pekerja',
      daily_rate: 120_000,
      coefficient: 0.3,
    },
  ],
  materials: Array.from({ length: 70 }, (_, index) => ({
    id: index + 10,
    material_id: index + 10,
    code: `M${index}`,
    name: `Material nomor ${index + 1}`,
    unit: 'kg',
    price: 1_000 + index,
    description: null,
    quantity_per_unit: 1,
    brick_type: null,
  })),
};

function longRecord(overrides: Partial<CalculationRecord> = {}): CalculationRecord {
  const result = calculateJob(details, {
    volume: 20,
    productivity: 10,
    worker_ratio: '1:1',
    brick_type: 'bata_merah',
    profit_percentage: 20,
    project_name: '<b>Rumah</b> Pak Budi',
    custom_waste_factor: 0,
  });
  return { ...toCalculationRecord({ ...result, id: 7, created_at: now.toISOString() }), ...overrides };
}

/** A job as the catalogue has most (tukang, pekerja, kepala tukang, mandor) with `materials` materials. */
function typicalRecord(materials: number): CalculationRecord {
  const role = (id: number, role: JobTypeLabor['role'], daily_rate: number, coefficient: number) => ({
    id,
    labor_rate_id: id,
    code: `L.0${id}`,
    role,
    name: { tukang: 'Tukang batu', pekerja: 'Pekerja', kepala_tukang: 'Kepala tukang', mandor: 'Mandor' }[
      role
    ],
    daily_rate,
    coefficient,
  });
  const job: JobTypeDetails = {
    ...details,
    name: 'Plafon gypsum 9 mm rangka hollow galvanis',
    labor: [
      role(1, 'tukang', 160_000, 0.1),
      role(2, 'pekerja', 120_000, 0.3),
      role(3, 'kepala_tukang', 175_000, 0.01),
      role(4, 'mandor', 200_000, 0.015),
    ],
    materials: details.materials.slice(0, materials).map((line) => ({ ...line, name: `${line.name} (SNI)` })),
  };
  const result = calculateJob(job, {
    volume: 12.5,
    productivity: 10,
    worker_ratio: '1:3',
    brick_type: 'bata_merah',
    profit_percentage: 20,
    project_name: 'Rumah Pak Budi',
    custom_waste_factor: 0,
  });
  return toCalculationRecord({ ...result, id: 8, created_at: now.toISOString() });
}

/** Every stream of the document, inflated (the reports are written compressed). */
function streams(doc: jsPDF): string[] {
  return [...doc.output().matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return match[1] ?? '';
    }
  });
}

/** The document as text: its objects and every stream inflated. */
const readable = (doc: jsPDF) => `${doc.output()}\n${streams(doc).join('\n')}`;

/** The content stream of every page; each holds its footer. */
const pageTexts = (doc: jsPDF): string[] => streams(doc).filter((stream) => stream.includes('Dibuat oleh'));

describe('single PDF report', () => {
  it('runs over three pages with the footer on each, every section and the terbilang', () => {
    const report = buildSingleReport(longRecord(), { now });
    const doc = renderSingleReport(lib, report);
    expect(doc.getNumberOfPages()).toBe(3);
    const pages = pageTexts(doc);
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`(Halaman ${index + 1} dari 3)`);
      expect(page).toContain('Dibuat oleh Kalkulator Konstruksi');
    });
    const all = pages.join('\n');
    for (const heading of [
      'LAPORAN KALKULASI KONSTRUKSI',
      'INFORMASI PROYEK',
      'DETAIL BIAYA TENAGA KERJA',
      'DETAIL BIAYA MATERIAL',
      'RINGKASAN BIAYA',
      'TOTAL RAB',
    ]) {
      expect(all).toContain(heading);
    }
    // Project names are text, never markup.
    expect(all).toContain('<b>Rumah</b> Pak Budi');
    expect(all).toContain('Material nomor 70');
    expect(all).toContain(report.terbilang.slice(0, 40));
  });

  it('prints C. Peralatan in its own section and HPP Peralatan in the summary', () => {
    const record = typicalRecord(4);
    const withEquipment = toCalculationRecord({
      ...calculateJob(
        {
          ...details,
          materials: details.materials.slice(0, 4),
          equipment: [
            {
              id: 1,
              equipment_id: 1,
              code: 'E.01',
              name: 'Stamper kodok',
              unit: 'jam',
              price: 60_000,
              description: null,
              quantity_per_unit: 0.2,
            },
          ],
        },
        record.calculation_data,
      ),
      id: 9,
      created_at: now.toISOString(),
    });
    const all = pageTexts(renderSingleReport(lib, buildSingleReport(withEquipment, { now }))).join('\n');
    expect(all).toContain('DETAIL BIAYA PERALATAN');
    expect(all).toContain('Stamper kodok');
    expect(all).toContain('HPP Peralatan');
    expect(all).toMatch(/\(Peralatan\)[\s\S]*\(Rp\s150\.000\)/); // 0,2 jam × 12,5 m² × Rp 60.000
    const without = pageTexts(renderSingleReport(lib, buildSingleReport(record, { now }))).join('\n');
    expect(without).not.toContain('PERALATAN');
  });

  it('fits a typical job on one page: four labour lines (two of supervision) and four materials', () => {
    const doc = renderSingleReport(lib, buildSingleReport(typicalRecord(4), { now }));
    expect(doc.getNumberOfPages()).toBe(1);
    const [page] = pageTexts(doc);
    for (const text of ['(Kepala tukang)', '(Mandor)', '(RAB per Unit)', '(Terbilang: ', '(RAB = HPP / ']) {
      expect(page).toContain(text);
    }
  });

  it('keeps the summary, its terbilang and note together on one page, whatever the length before it', () => {
    for (let materials = 0; materials <= 24; materials += 1) {
      const doc = renderSingleReport(lib, buildSingleReport(typicalRecord(materials), { now }));
      const pages = pageTexts(doc);
      const at = pages.findIndex((page) => page.includes('(RINGKASAN BIAYA)'));
      expect(at, `${materials} materials`).toBe(pages.length - 1);
      for (const text of [
        '(HPP Tenaga Kerja)',
        '(TOTAL RAB)',
        '(RAB per Unit)',
        '(Terbilang: ',
        '(RAB = HPP',
      ]) {
        expect(pages[at], `${materials} materials: ${text}`).toContain(text);
      }
    }
  });

  it('is written compressed: every page content stream deflated', () => {
    const doc = renderSingleReport(lib, buildSingleReport(longRecord(), { now }));
    const raw = doc.output();
    expect(raw.match(/\/FlateDecode/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const inflated = streams(doc).join('').length;
    expect(raw.length).toBeLessThan(inflated / 2);
  });

  it('starts a section on a new page once the position has passed its limit', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    expect(startSection(doc, 200, 200)).toBe(200);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(startSection(doc, 200.5, 200)).toBe(20);
    expect(doc.getNumberOfPages()).toBe(2);
    expect(startSection(doc, 219, 220)).toBe(219);
    expect(doc.getNumberOfPages()).toBe(2);
  });
});

describe('bulk PDF report', () => {
  it('lists 1 000 results with the TOTAL row and the statistics, footers on every page', () => {
    const records = Array.from({ length: 1000 }, (_, index) => longRecord({ id: index + 1 }));
    // Its speed is measured in bench/, not here.
    const doc = renderBulkReport(lib, buildBulkReport(records, { now }));
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(10);
    const source = readable(doc);
    expect(source).toContain('LAPORAN KALKULASI BULK');
    expect(source).toContain('Proyek: <b>Rumah</b> Pak Budi');
    expect(source).toContain('Rata-rata Margin Keuntungan');
    expect(source).toContain('(TOTAL)');
    for (let page = 1; page <= pages; page += 1) expect(source).toContain(`(Halaman ${page} dari ${pages})`);
    expect(source.split('Dibuat oleh Kalkulator Konstruksi').length - 1).toBe(pages);
  }, 30_000);
});

/** The library, keeping every table autotable lays out (with each cell's lines after wrapping). */
function recordingLib() {
  const tables: Table[] = [];
  const recording: PdfLib = {
    jsPDF,
    autoTable: (doc, options) => {
      autoTable(doc, options);
      tables.push((doc as jsPDF & { lastAutoTable: Table }).lastAutoTable);
    },
  };
  return { lib: recording, tables };
}

describe('PDF tables across pages', () => {
  it('never splits a row of the bulk report: 25 results with names over three lines', () => {
    const records = Array.from({ length: 25 }, (_, index) =>
      longRecord({
        id: index + 1,
        job_type_name:
          'Pasangan dinding bata merah 1/2 batu campuran 1PC:2PP - tebal 1/2 batu dengan plesteran',
        project_name: `Proyek ${index + 1} Gudang Penyimpanan Bahan Bangunan Kabupaten Lombok Timur`,
      }),
    );
    const report = buildBulkReport(records, { now });
    const { lib: recording, splitRows, rowCount } = pageRecordingLib();
    const doc = renderBulkReport(recording, report);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(rowCount()).toBe(25 + report.statistics.length);
    expect(splitRows()).toEqual([]);
  });

  it('never splits a row of the single report: 70 materials with names over three lines', () => {
    const record = toCalculationRecord({
      ...calculateJob(
        {
          ...details,
          materials: details.materials.map((line) => ({
            ...line,
            name: `${line.name} semen portland komposit kemasan 50 kg setara SNI 7064:2014 merek lokal`,
          })),
        },
        longRecord().calculation_data,
      ),
      id: 9,
      created_at: now.toISOString(),
    });
    const { lib: recording, splitRows } = pageRecordingLib();
    const doc = renderSingleReport(recording, buildSingleReport(record, { now }));
    expect(doc.getNumberOfPages()).toBeGreaterThan(2);
    expect(splitRows()).toEqual([]);
  });
});

describe('bulk PDF money columns', () => {
  it('keeps every figure on one line up to Rp 999.999.999.999, the table within the page', () => {
    // Ten results of almost Rp 100 billion each: a TOTAL RAB of Rp 999.999.999.990 (bold).
    const records = Array.from({ length: 10 }, (_, index) =>
      longRecord({
        id: index + 1,
        labor_cost: 44_999_999_999,
        material_cost: 54_999_999_999,
        total_rab: 99_999_999_999,
        project_name: 'Gedung Kantor Pemerintah Kabupaten Lombok Timur',
      }),
    );
    const report = buildBulkReport(records, { now });
    expect(report.foot[6]?.replace(/\u00a0/g, ' ')).toBe('Rp 999.999.999.990');
    const { lib: recording, tables } = recordingLib();
    renderBulkReport(recording, report);
    const [table] = tables;
    if (!table) throw new Error('no table drawn');
    for (const row of [...table.head, ...table.body, ...table.foot]) {
      for (const column of [2, 3, 4, 5, 6]) {
        const lines = row.cells[column]?.text ?? [];
        expect(lines, `${row.section} row ${row.index}, column ${column}: ${lines.join(' / ')}`).toHaveLength(
          1,
        );
      }
    }
    // The figures as drawn: one text each, whole.
    const source = readable(renderBulkReport(lib, report));
    for (const value of [...report.foot.slice(3), ...(report.body[0] ?? []).slice(3)]) {
      expect(source).toContain(`(${pdfText(value)})`);
    }
    const width = table.columns.reduce((sum, column) => sum + column.width, 0);
    expect(width).toBeLessThanOrEqual(PAGE.width - 2 * PAGE.margin + 0.01);
    // The Pekerjaan column keeps room for the job and project.
    expect(table.columns[1]?.width).toBeGreaterThanOrEqual(40);
  });
});

describe('pdfText', () => {
  it('keeps Latin-1 and replaces what Helvetica cannot draw', () => {
    expect(pdfText('Rp 1.000 × 2 m² – “baik” … 你好')).toBe('Rp 1.000 × 2 m² - "baik" ... ??');
    expect(pdfText('Beton mutu fc′ 24,9 MPa (K-300)')).toBe("Beton mutu fc' 24,9 MPa (K-300)");
  });
});
