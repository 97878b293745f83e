import { formatDateTime, type ProjectDocumentInput } from '@kalkulator/core';
import { downloadFile } from '../../export/download';
import { loadPdfLib } from '../../export/pdf/layout';
import { projectFileName } from './input';
import { renderProjectPdf } from './pdf';
import { projectWorkbook } from './xlsx';

// Loaded only when the user exports (with jsPDF or the workbook writer): builds the file, reporting progress,
// and hands it over as a download.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function exportProjectDocument(
  kind: 'xlsx' | 'pdf',
  input: ProjectDocumentInput,
  onProgress: (done: number, total: number) => void,
  now: Date = new Date(),
): Promise<string> {
  const fileName = projectFileName(input.project.name, kind, now);
  if (kind === 'xlsx') {
    onProgress(0, 2);
    await yieldToPage();
    const bytes = projectWorkbook(input);
    onProgress(1, 2);
    await yieldToPage();
    downloadFile(bytes as Uint8Array<ArrayBuffer>, fileName, XLSX_TYPE);
    onProgress(2, 2);
    return fileName;
  }
  onProgress(0, 7);
  const lib = await loadPdfLib();
  const doc = await renderProjectPdf(lib, input, { printedAt: formatDateTime(now), onProgress });
  downloadFile(doc.output('arraybuffer'), fileName, 'application/pdf');
  return fileName;
}
