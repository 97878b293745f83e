import { afterAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_DIVISIONS,
  documentInput,
} from '../../../../../../packages/core/src/project/document-fixture';
import { readXlsx, recompute, type ReadWorkbook } from './xlsx-read.test-helper';
import { projectWorkbook } from './xlsx';

// An estimator changes a price in Daftar Harga and Excel recalculates: the Analisa, the RAB, the Rekap and the
// Kebutuhan all follow it (HyperFormula recomputes the workbook as written, not our code).

const input = documentInput(FIXTURE_DIVISIONS);
const rowOf = (book: ReadWorkbook, sheet: string, label: string) => {
  const at = [...book.sheets.get(sheet)!.entries()].find(([, cell]) => cell.cached === label)?.[0];
  if (!at) throw new Error(`${label} not in ${sheet}`);
  return Number(at.replace(/^[A-Z]+/, ''));
};

describe('project workbook priced from Daftar Harga', () => {
  const book = readXlsx(projectWorkbook(input));
  const semen = rowOf(book, 'Kebutuhan', 'Semen Portland (PC)');
  const materials = rowOf(book, 'Kebutuhan', 'Jumlah bahan');
  const jumlah = rowOf(book, 'Kebutuhan', 'JUMLAH');
  const asWritten = recompute(book);
  // Cement from Rp 1.500 to Rp 1.400 a kg in Daftar Harga, nothing else touched.
  const priceRow = rowOf(book, 'Daftar Harga', 'Semen Portland (PC)');
  book.sheets.get('Daftar Harga')!.get(`E${priceRow}`)!.cached = 1_400;
  const changed = recompute(book);
  afterAll(() => {
    asWritten.destroy();
    changed.destroy();
  });

  it('recomputes the Kebutuhan as written to the totals the screen shows', () => {
    const total = input.resources.groups.reduce((sum, group) => sum + group.total, 0);
    expect(asWritten.value('Kebutuhan', `H${semen}`)).toBe(1_500);
    expect(asWritten.value('Kebutuhan', `I${semen}`)).toBe(216_000);
    expect(asWritten.value('Kebutuhan', `I${materials}`)).toBe(input.resources.groups[1]!.total);
    expect(asWritten.value('Kebutuhan', `I${jumlah}`)).toBe(total);
  });

  it('reprices the cement of the Kebutuhan as it reprices the analyses and the RAB', () => {
    // 144 kg × Rp 1.400 = Rp 201.600, Rp 14.400 less than at Rp 1.500.
    expect(changed.value('Kebutuhan', `H${semen}`)).toBe(1_400);
    expect(changed.value('Kebutuhan', `I${semen}`)).toBe(201_600);
    expect(changed.value('Kebutuhan', `I${materials}`)).toBe(input.resources.groups[1]!.total - 14_400);
    // The K-225 analysis: 7,5 kg × Rp 1.400 = Rp 10.500 a m³, Rp 750 less, so 10 m³ in the RAB Rp 7.500 less.
    const analisa = [...book.sheets.get('Analisa')!.entries()]
      .filter(([, cell]) => cell.cached === 'Semen Portland (PC)')
      .map(([at]) => Number(at.replace(/^[A-Z]+/, '')));
    expect(analisa.map((row) => changed.value('Analisa', `F${row}`))).toEqual([1_400, 1_400]);
    const beton = rowOf(book, 'RAB', 'Beton mutu K-225');
    expect(changed.value('RAB', `F${beton}`)).toBe(1_000_000 - 7_500);
  });
});
