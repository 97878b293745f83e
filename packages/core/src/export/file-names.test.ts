import { describe, expect, it } from 'vitest';
import { bulkReportFileName, dataFileName, fileNamePart, reportFileName } from './file-names';

const day = new Date(2026, 10, 23, 9, 30);

describe('export file names', () => {
  it('lower-cases and puts hyphens for spaces and characters a file system refuses', () => {
    expect(fileNamePart('Pasangan Dinding Bata')).toBe('pasangan-dinding-bata');
    expect(fileNamePart('Pasangan dinding bata 1/2 batu 1:4')).toBe('pasangan-dinding-bata-1-2-batu-1-4');
    expect(
      fileNamePart('Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)'),
    ).toBe('pasangan-dinding-1-2-batu-campuran-1pc-4pp-bata-merah-batako-atau-bata-ringan');
    expect(fileNamePart("Beton mutu fc′ 19,3 MPa (K-225) 'Gudang'")).toBe(
      'beton-mutu-fc-19-3-mpa-k-225-gudang',
    );
    expect(fileNamePart('  ')).toBe('unknown');
    expect(fileNamePart(undefined)).toBe('unknown');
  });

  it('names the single report after the job type and the date', () => {
    expect(reportFileName('Galian Tanah Biasa', day)).toBe('galian-tanah-biasa-2026-11-23.pdf');
    expect(reportFileName(null, day)).toBe('unknown-2026-11-23.pdf');
  });

  it("names the bulk report after the project, 'Multiple Projects' by default", () => {
    expect(bulkReportFileName('Rumah Pak Budi', day)).toBe('rumah-pak-budi-2026-11-23.pdf');
    expect(bulkReportFileName(undefined, day)).toBe('multiple-projects-2026-11-23.pdf');
  });

  it('names JSON, CSV and XLSX kalkulasi-{job type}-{date}', () => {
    expect(dataFileName(['Galian Tanah'], 'json', day)).toBe('kalkulasi-galian-tanah-2026-11-23.json');
    expect(dataFileName(['Galian Tanah', 'Galian Tanah'], 'csv', day)).toBe(
      'kalkulasi-galian-tanah-2026-11-23.csv',
    );
    expect(dataFileName(['Galian Tanah', 'Plester'], 'xlsx', day)).toBe('kalkulasi-bulk-2026-11-23.xlsx');
  });
});
