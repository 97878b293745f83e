import { describe, expect, it } from 'vitest';
import { parsePastedMaterials } from '@kalkulator/core';
import { importRows, previewLines, uploadPercent } from './upload';

describe('uploadPercent', () => {
  it('rounds the share sent to a whole percentage between 0 and 100', () => {
    expect(uploadPercent(0, 2048)).toBe(0);
    expect(uploadPercent(1024, 2048)).toBe(50);
    expect(uploadPercent(2047, 2048)).toBe(100);
    expect(uploadPercent(683, 2048)).toBe(33);
    expect(uploadPercent(5000, 2048)).toBe(100);
  });

  it('reads an unknown or empty total as 0, never NaN or Infinity', () => {
    expect(uploadPercent(100, undefined)).toBe(0);
    expect(uploadPercent(100, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('previewLines and importRows', () => {
  const parsed = parsePastedMaterials(
    ['nama;satuan;harga', 'Semen 50 kg;zak;Rp 65.000', 'Pasir;m3;mahal', 'Kerikil;m3;"275.000"'].join('\n'),
  );

  it('keeps file order with the unreadable lines marked in place', () => {
    expect(previewLines(parsed).map((line) => [line.line, line.row?.name ?? line.error])).toEqual([
      [2, 'Semen 50 kg'],
      [3, 'Harga "mahal" bukan angka'],
      [4, 'Kerikil'],
    ]);
  });

  it('sends only the readable rows, each with its file line (the server names a refused row by it)', () => {
    expect(importRows(parsed.rows)).toEqual([
      { line: 2, kind: 'material', name: 'Semen 50 kg', unit: 'zak', price: 65_000 },
      { line: 4, kind: 'material', name: 'Kerikil', unit: 'm3', price: 275_000 },
    ]);
  });

  it("keeps each row's kind, and a labour row's role", () => {
    const list = parsePastedMaterials(
      'Kategori;Nama;Satuan;Harga\nupah;Mandor;OH;200.000\nalat;Molen;hari;350.000',
    );
    expect(importRows(list.rows)).toEqual([
      { line: 2, kind: 'labor', name: 'Mandor', unit: 'OH', price: 200_000, role: 'mandor' },
      { line: 3, kind: 'equipment', name: 'Molen', unit: 'hari', price: 350_000 },
    ]);
  });
});
