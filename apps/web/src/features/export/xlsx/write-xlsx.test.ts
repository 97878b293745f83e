import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildRecordSheet, calculateJob, toCalculationRecord, type JobTypeDetails } from '@kalkulator/core';
import { escapeXml, writeXlsx } from './write-xlsx';

const details: JobTypeDetails = {
  id: 3,
  code: 'G.1',
  category_id: 1,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa',
  unit: 'm³',
  description: null,
  default_productivity: 4,
  default_worker_ratio: '0:1',
  has_brick_variants: false,
  labor: [
    {
      id: 1,
      labor_rate_id: 1,
      code: 'L',
      role: 'pekerja',
      name: 'Pekerja',
      daily_rate: 100_000,
      coefficient: 0.75,
    },
  ],
  materials: [],
};

describe('writeXlsx', () => {
  it('writes a workbook whose sheet holds text, numbers, rupiah formats and formulas with their values', () => {
    const result = calculateJob(details, {
      volume: 8,
      productivity: 4,
      worker_ratio: '0:2',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      project_name: 'Gudang <A&B>',
      custom_waste_factor: 0,
    });
    const files = unzipSync(writeXlsx([buildRecordSheet(toCalculationRecord({ ...result, id: 9 }))]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const parsed = new DOMParser().parseFromString(sheet, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(sheet).toContain('Gudang &lt;A&amp;B&gt;');
    // One group of 2 pekerja: 8 m³ / 4 m³ a day = 2 days, 4 orang-hari at Rp 100.000.
    expect(sheet).toMatch(/<f>ROUND\(C\d+\*E\d+,0\)<\/f><v>400000<\/v>/);
    expect(sheet).toMatch(/<f>ROUND\(F\d+\/\(1-F\d+\),0\)<\/f><v>500000<\/v>/);
    expect(strFromU8(files['xl/styles.xml'] ?? new Uint8Array())).toContain(
      'formatCode="&quot;Rp&quot;\\ #,##0"',
    );
    expect(strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())).toContain('fullCalcOnLoad="1"');
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml('a<b>&"c"\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});
