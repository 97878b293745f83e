import {
  buildBulkReport,
  buildCsv,
  buildJson,
  buildRecordSheet,
  buildRecordsSheet,
  buildSingleReport,
  buildSummarySheet,
  dataFileName,
  readExportRecord,
  type CalculationRecord,
  type SheetModel,
} from '@kalkulator/core';
import { downloadFile } from './download';

export type ExportFormat = 'pdf' | 'xlsx' | 'csv' | 'json';

export interface ExportRequest {
  format: ExportFormat;
  records: readonly CalculationRecord[];
  /** The bulk PDF report even for one result (the history's bulk export). */
  bulk?: boolean;
  now?: Date;
}

/**
 * Up to this many results each gets its own detail sheet next to the summary; beyond it every result's detail
 * follows on one long sheet (Rincian), so no result's detail is left out.
 */
const DETAIL_SHEETS_LIMIT = 30;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function exportPdf({ records, bulk, now }: ExportRequest) {
  const [{ loadPdfLib }, { renderSingleReport }, { renderBulkReport }] = await Promise.all([
    import('./pdf/layout'),
    import('./pdf/single-pdf'),
    import('./pdf/bulk-pdf'),
  ]);
  const lib = await loadPdfLib();
  const [only] = records;
  if (only && records.length === 1 && !bulk) {
    const report = buildSingleReport(only, { now });
    downloadFile(renderSingleReport(lib, report).output('arraybuffer'), report.fileName, 'application/pdf');
    return;
  }
  const report = buildBulkReport(records, { now });
  downloadFile(renderBulkReport(lib, report).output('arraybuffer'), report.fileName, 'application/pdf');
}

async function exportXlsx({ records, now }: ExportRequest) {
  const { writeXlsx } = await import('./xlsx/write-xlsx');
  const [only] = records;
  let sheets: SheetModel[];
  if (only && records.length === 1) sheets = [buildRecordSheet(only)];
  else {
    const details =
      records.length <= DETAIL_SHEETS_LIMIT
        ? records.map((record, index) => ({ ...buildRecordSheet(record), name: `RAB ${index + 1}` }))
        : [buildRecordsSheet(records)];
    sheets = [buildSummarySheet(records), ...details];
  }
  downloadFile(
    writeXlsx(sheets) as Uint8Array<ArrayBuffer>,
    dataFileName(jobTypeNames(records), 'xlsx', now),
    XLSX_TYPE,
  );
}

const jobTypeNames = (records: readonly CalculationRecord[]) =>
  records.map((record) => readExportRecord(record).jobTypeName);

/** Makes the file of one export in the browser and downloads it. Throws when it cannot be made. */
export async function runExport(request: ExportRequest): Promise<void> {
  const { format, records, now } = request;
  if (format === 'pdf') return exportPdf(request);
  if (format === 'xlsx') return exportXlsx(request);
  if (format === 'csv') {
    downloadFile(
      buildCsv(records),
      dataFileName(jobTypeNames(records), 'csv', now),
      'text/csv;charset=utf-8',
    );
    return;
  }
  downloadFile(buildJson(records, now), dataFileName(jobTypeNames(records), 'json', now), 'application/json');
}
