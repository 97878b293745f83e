import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateJob, toCalculationRecord } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { readXlsx, recompute } from '../projects/documents/xlsx-read.test-helper';
import { downloadFile } from './download';
import { runExport } from './exporters';

vi.mock('./download', () => ({ downloadFile: vi.fn() }));

// The Excel export of many results: the summary, and every result's detail whatever their number.

const records = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    toCalculationRecord({
      ...calculateJob(fixtures.brickWall, {
        volume: 2 + index,
        productivity: 10,
        worker_ratio: '1:1',
        brick_type: 'bata_merah',
        profit_percentage: 20,
        project_name: `Rumah ${index + 1}`,
        custom_waste_factor: 0,
      }),
      id: index + 1,
      created_at: '2026-11-24T02:00:00Z',
    }),
  );

async function workbookOf(count: number) {
  vi.mocked(downloadFile).mockClear();
  const list = records(count);
  await runExport({ format: 'xlsx', records: list, now: new Date('2026-11-24T03:00:00Z') });
  const [data] = vi.mocked(downloadFile).mock.calls[0] ?? [];
  return { book: readXlsx(data as Uint8Array), list };
}

afterEach(() => vi.mocked(downloadFile).mockClear());

describe('the Excel export of many results', () => {
  it('up to 30 results: the summary and one detail sheet each', async () => {
    const { book } = await workbookOf(30);
    expect(book.names).toHaveLength(31);
    expect(book.names.slice(0, 2)).toEqual(['Rekap', 'RAB 1']);
    expect(book.names.at(-1)).toBe('RAB 30');
  });

  it("past 30: the summary and one long sheet holding every result's detail, its formulas recomputing", async () => {
    const { book, list } = await workbookOf(31);
    expect(book.names).toEqual(['Rekap', 'Rincian']);
    const detail = book.sheets.get('Rincian')!;
    const cells = [...detail.entries()];
    const headings = cells.filter(([, cell]) => String(cell.cached).startsWith('Hasil '));
    expect(headings).toHaveLength(31);
    const projects = cells.filter(([at]) => at.startsWith('C')).map(([, cell]) => cell.cached);
    for (const record of list) expect(projects).toContain(record.project_name);
    // Every TOTAL RAB of the long sheet, recomputed from its formulas by an independent engine, is the result's RAB.
    const rabRows = cells.filter(([, cell]) => cell.cached === 'TOTAL RAB').map(([at]) => at.slice(1));
    expect(rabRows).toHaveLength(31);
    const engine = recompute(book);
    expect(rabRows.map((row) => engine.value('Rincian', `F${row}`))).toEqual(
      list.map((record) => record.total_rab),
    );
    engine.destroy();
  });
});
