import { formatNumber, MAX_DIVISION_ITEMS } from '@kalkulator/core';

// Texts of "Impor baris RAB" when the import would fill a division past its limit (beside texts.ts, kept apart so
// each screen's texts have one owner).

export const rabImportLimitTexts = {
  /** "Bagian A (PEKERJAAN BESAR) sudah berisi 1.990 item: hanya 10 dari 1.990 baris impor yang muat …" */
  overfull: (code: string, name: string, held: number, adding: number, room: number) =>
    `Bagian ${code} (${name})${held > 0 ? ` sudah berisi ${formatNumber(held)} item` : ''}: ` +
    (room > 0
      ? `hanya ${formatNumber(room)} dari ${formatNumber(adding)} baris impor yang muat`
      : `${formatNumber(adding)} baris impor tidak muat lagi`) +
    ` (maksimal ${formatNumber(MAX_DIVISION_ITEMS)} item per bagian).`,
  /** The rows before any division row go to the full division: the choice above can send them elsewhere. */
  remedyUnplaced:
    'Baris impor belum dapat ditambahkan: pilih bagian lain atau bagian baru untuk baris tanpa bagian, atau kurangi baris berkas.',
  /** A division of the file joins the project's division of the same name. */
  remedyNamed:
    'Baris impor belum dapat ditambahkan: beri bagian itu nama lain di berkas agar diimpor sebagai bagian baru, atau kurangi baris berkas.',
} as const;
