import { buildProjectDocuments, type ProjectDocumentInput } from '@kalkulator/core';
import { writeXlsx } from '../../export/xlsx/write-xlsx';

// The project's workbook: core's sheets (Rekap, RAB, Analisa, Daftar Harga, Kebutuhan, Jadwal) written by our
// SpreadsheetML writer, with formulas, print titles, page set-up and the project's name on every printed page.

export function projectWorkbook(input: ProjectDocumentInput): Uint8Array {
  return writeXlsx(buildProjectDocuments(input));
}
