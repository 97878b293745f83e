import { describe, expect, it } from 'vitest';
import { cellText, isXlsxBytes, spreadsheetCell } from './cells';

describe('imported cells', () => {
  it("keeps a spreadsheet's number a number, cut to Excel's 15 digits; a date as YYYY-MM-DD; empty as ''", () => {
    expect(spreadsheetCell(71500.00000000001)).toBe(71500);
    expect(spreadsheetCell(1.575)).toBe(1.575);
    expect(spreadsheetCell(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(undefined)).toBe('');
    expect(spreadsheetCell(Number.NaN)).toBe('NaN');
    expect(spreadsheetCell(true)).toBe('true');
  });

  it('knows an .xlsx by its zip signature, not by its name', () => {
    expect(isXlsxBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(isXlsxBytes(new TextEncoder().encode('No;Uraian'))).toBe(false);
    expect(isXlsxBytes(new Uint8Array([0x50, 0x4b]))).toBe(false);
  });

  it('writes a small number in plain digits, never as 1e-7', () => {
    expect(cellText(1e-7)).toBe('0.0000001');
    expect(cellText(' A.4.4.1.9 ')).toBe('A.4.4.1.9');
  });
});
