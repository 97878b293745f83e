import { describe, expect, it } from 'vitest';
import { decodeImportText } from './decode';

describe('decodeImportText', () => {
  it('reads UTF-8 without its BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFKode;Uraian;Satuan\nM.02;Pasir;m³');
    expect(decodeImportText(bytes)).toBe('Kode;Uraian;Satuan\nM.02;Pasir;m³');
  });

  it('reads what Excel saves as "CSV (comma delimited)" on Windows (Windows-1252): m³, Ø and – whole', () => {
    // "Pasir;m³;Besi Ø10 – polos" in Windows-1252: ³ = B3, Ø = D8, – = 96.
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('Pasir;m'),
      0xb3,
      ...new TextEncoder().encode(';Besi '),
      0xd8,
      ...new TextEncoder().encode('10 '),
      0x96,
      ...new TextEncoder().encode(' polos'),
    ]);
    expect(decodeImportText(bytes)).toBe('Pasir;m³;Besi Ø10 – polos');
  });
});
