// Texts of changes kept through a lost answer, a sync, or an import taken back (beside texts.ts, kept apart so
// each screen's texts have one owner).

export const keptChangeTexts = {
  /** "Urungkan" on the import's toast took its lines back. */
  importUndone: (count: number) => `${count} baris impor dibatalkan`,
  /** A browser project synced again after a lost answer, changed since: its changes wait in the account project. */
  syncKeptUnsaved: (name: string) =>
    `Perubahan di browser disimpan sebagai perubahan belum tersimpan pada proyek akun ${name}: buka dan Simpan`,
} as const;
