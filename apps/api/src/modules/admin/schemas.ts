import { databaseId, pagingShape } from '../shared-schemas';
import { z } from 'zod';
import {
  ahspMessages,
  BRICK_TYPES,
  canonicalUnit,
  coefficientAmbiguity,
  LIMITS,
  MAX_CATALOGUE_PRICE,
  MAX_COEFFICIENT,
  parseIdNumber,
  pointThousands,
  rupiahField,
  messages as formMessages,
} from '@kalkulator/core';

// Request schemas of the catalogue's admin routes, with the Indonesian messages the 422 details carry.

export const adminMessages = {
  codeFormat: 'Kode hanya boleh huruf, angka, titik, garis bawah dan tanda hubung (maks. 40)',
  nameRequired: 'Nama harus diisi',
  nameTooLong: 'Nama maksimal 200 karakter',
  unitRequired: 'Satuan harus diisi',
  unitTooLong: 'Satuan maksimal 20 karakter',
  priceInvalid: 'Harga harus berupa angka tidak negatif, misal 65.000',
  rateInvalid: 'Upah harian harus berupa angka tidak negatif, misal 150.000',
  productivityInvalid: 'Produktivitas bawaan harus lebih dari 0',
  /** "1.650" as the productivity: 1,65 the English way, 1650 the Indonesian way. */
  productivityAmbiguous: (text: string, decimal: string, whole: string) =>
    `Produktivitas bawaan "${text}" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis ${decimal} atau ${whole}.`,
  ratioInvalid: 'Rasio pekerja harus dalam format "angka:angka" (contoh: 1:1)',
  categoryInvalid: 'Kategori tidak valid',
  roleInvalid: 'Peran harus tukang, pekerja, kepala_tukang atau mandor',
  coefficientInvalid: 'Koefisien harus lebih dari 0',
  coefficientRequired: 'Koefisien harus diisi',
  coefficientNotNumber: 'Koefisien harus berupa angka',
  coefficientTooLarge: ahspMessages.coefficientTooLarge,
  brickTypeInvalid: 'Jenis bata tidak dikenal',
  idInvalid: 'ID tidak valid',
  listRequired: 'Daftar data harus diisi',
  listTooLong: 'Maksimal 2.000 baris sekali impor',
  categoryNotFound: 'Kategori pekerjaan tidak ditemukan.',
  materialNotFound: 'Material tidak ditemukan.',
  laborRateNotFound: 'Upah tenaga kerja tidak ditemukan.',
  equipmentNotFound: 'Peralatan tidak ditemukan.',
  codeTaken: 'Kode sudah digunakan',
  categoryNameTaken: 'Nama kategori sudah digunakan',
  nameTaken: (code: string) => `Nama sudah digunakan oleh ${code}`,
  /**
   * A material's or equipment's unit change refused: the analyses counting in the old unit, and the price books pricing
   * per it, whose prices of the item a confirmed change removes.
   */
  itemUnitInUse: ({ jobTypes, books }: { jobTypes: number; books: number }, from: string, to: string) => {
    const prices = `di ${books} daftar harga (per ${from}, satuan lama) akan dihapus, sehingga daftar harga itu memakai harga katalog`;
    if (jobTypes === 0)
      return `Satuan tidak diubah: bila satuan diubah menjadi ${to}, harga item ini ${prices}; ubah satuan hanya dengan konfirmasi.`;
    const analyses = `Satuan tidak diubah: item ini dipakai dalam analisa ${jobTypes} jenis pekerjaan dengan koefisien per ${from}. Koefisien itu tidak ikut berubah menjadi per ${to}, sehingga harga analisa itu berubah`;
    const check = (change: string) =>
      `${change} satuan hanya dengan konfirmasi, lalu periksa koefisien ${jobTypes} analisa tersebut.`;
    if (books === 0) return `${analyses}; ${check('ubah')}`;
    return `${analyses}. Harganya ${prices}. ${check('Ubah')}`;
  },
  jobTypeUnitInUse: (components: number, from: string, to: string) =>
    `Satuan tidak diubah: analisa jenis pekerjaan ini berisi ${components} komponen dengan koefisien (dan produktivitas) per ${from}. Nilai itu tidak ikut berubah menjadi per ${to}; ubah satuan hanya dengan konfirmasi, lalu periksa koefisien analisanya.`,
  confirmUnitChangeInvalid: 'confirm_unit_change harus true atau false',
  expectedUpdatedAtInvalid: 'expected_updated_at harus berupa waktu ISO 8601 (updated_at data yang dibuka)',
  changedElsewhere:
    'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.',
  categoryHasJobTypes: (count: number) =>
    `Kategori masih memiliki ${count} jenis pekerjaan. Hapus atau pindahkan jenis pekerjaan itu terlebih dahulu.`,
  /** Refusing a delete: who uses the job type, and what deleting it anyway (force=true) leaves them. */
  jobTypeInUse: ({ calculations, projects }: { calculations: number; projects: number }) =>
    `Jenis pekerjaan dipakai oleh ${[
      ...(projects > 0 ? [`${projects} proyek`] : []),
      ...(calculations > 0 ? [`${calculations} kalkulasi`] : []),
    ].join(' dan ')}. Hapus dengan force=true untuk tetap menghapusnya; ${[
      ...(projects > 0
        ? [
            'proyek tetap memakai harga yang sudah tersimpan, tetapi barisnya tidak dapat diperbarui harganya lagi',
          ]
        : []),
      ...(calculations > 0 ? ['riwayat kalkulasi tetap tersimpan'] : []),
    ].join('; ')}.`,
  duplicateInImport: 'Kode atau nama muncul dua kali dalam impor',
  confirmClear: 'Ketik konfirmasi persis: HAPUS SEMUA DATA',
  created: 'Data berhasil ditambahkan',
  updated: 'Data berhasil diperbarui',
  deleted: 'Data berhasil dihapus',
  cleared: (count: number) => `${count} data dihapus`,
  masterCleared: (deleted: MasterClearCounts) =>
    `${Object.values(deleted).reduce((sum, count) => sum + count, 0)} data dihapus: ` +
    `${deleted.job_categories} kategori, ${deleted.job_types} jenis pekerjaan beserta analisanya, ` +
    `${deleted.materials} material, ${deleted.labor_rates} upah, ${deleted.equipment} peralatan, ` +
    `${deleted.calculations} kalkulasi dan ${deleted.price_book_prices} harga di daftar harga`,
  catalogueRestored: (categories: number, jobTypes: number) =>
    `Katalog bawaan dipulihkan: ${categories} kategori, ${jobTypes} jenis pekerjaan.`,
  imported: (created: number, updated: number) => `${created} data ditambahkan, ${updated} data diperbarui`,
  sequenceReset: 'Penghitung ID berhasil diatur ulang',
  jobTypeIdsKept: (next: number) =>
    `Penghitung ID jenis pekerjaan tidak dimundurkan: ID yang pernah dipakai tidak diberikan lagi, karena baris proyek tetap menyimpan ID jenis pekerjaannya. ID berikutnya ${next}.`,
  assignmentsSaved: 'Penugasan berhasil disimpan',
  duplicateAssignment: 'Item yang sama muncul dua kali',
  confirmRestore: 'Ketik konfirmasi persis: PULIHKAN DATA',
  restoreNoFile: 'Pilih berkas cadangan (.jsonl.gz) pada field "file"',
  restoreTooLarge: 'Berkas cadangan maksimal 512 MB',
  restored: (rows: number) => `Data dipulihkan dari cadangan: ${rows} baris.`,
} as const;

export const CONFIRM_CLEAR = 'HAPUS SEMUA DATA';
/** What the master clear deletes, in this order; accounts, projects, calculator results and the books stay. */
export const MASTER_CLEAR_ORDER = [
  'calculations',
  'job_types',
  'job_categories',
  'materials',
  'labor_rates',
  'equipment',
  'price_book_prices',
] as const;
export type MasterClearCounts = Record<(typeof MASTER_CLEAR_ORDER)[number], number>;
export const CONFIRM_RESTORE = 'PULIHKAN DATA';

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, { error: adminMessages.codeFormat })
  .optional();
const name = z
  .string({ error: adminMessages.nameRequired })
  .trim()
  .min(1, { error: adminMessages.nameRequired })
  .max(200, { error: adminMessages.nameTooLong });
const description = z.string().trim().max(2000).nullish();
/** Stored in the catalogue's spelling ("m2" → "m²", "KG" → "kg"), as the AHSP import stores it (core's canonicalUnit). */
const unit = z
  .string({ error: adminMessages.unitRequired })
  .trim()
  .min(1, { error: adminMessages.unitRequired })
  .max(20, { error: adminMessages.unitTooLong })
  .transform(canonicalUnit);

/**
 * Rupiah typed or pasted the Indonesian way ("Rp 65.000") or as a number; whole rupiah. Text like "150,000" is
 * refused by core's rupiahField as every price field refuses it (commaThousands).
 */
const rupiah = (message: string, label?: string) => rupiahField(message, { max: MAX_CATALOGUE_PRICE, label });

/**
 * A positive quantity (a coefficient, a productivity) sent as a number or as text read the Indonesian way (core's
 * parseIdNumber: "0,25", "1.250,5", "12.5"), as the admin form reads it. A text that reads two ways is refused with
 * `ambiguity`'s words; true, [7] or an object with `invalid`, never read as 1 or 7.
 */
function positiveDecimal(rules: {
  invalid: string;
  tooLarge: string;
  max: number;
  ambiguity: (value: unknown) => string | null;
  /** What is said of a text that holds no number ("abc", ""); `invalid` when absent. */
  unreadable?: (text: string) => string;
  /** What is said of a value neither a number nor a text (true, [7]); `invalid` when absent. */
  wrongType?: string;
}) {
  return z
    .union([z.number(), z.string()], { error: rules.wrongType ?? rules.invalid })
    .transform((value, context) => {
      const ambiguous = rules.ambiguity(value);
      if (ambiguous) {
        context.addIssue({ code: 'custom', message: ambiguous });
        return z.NEVER;
      }
      const number = parseIdNumber(value);
      if (typeof value === 'string' && Number.isNaN(number) && rules.unreadable) {
        context.addIssue({ code: 'custom', message: rules.unreadable(value) });
        return z.NEVER;
      }
      return number;
    })
    .refine((value) => Number.isFinite(value) && value > 0, { error: rules.invalid })
    .refine((value) => value <= rules.max, { error: rules.tooLarge });
}

export const categoryBody = z.object({ code, name, description });

export const jobTypeBody = z.object({
  code,
  category_id: databaseId(adminMessages.categoryInvalid),
  name,
  unit,
  description,
  default_productivity: positiveDecimal({
    invalid: adminMessages.productivityInvalid,
    tooLarge: formMessages.productivityTooLarge,
    max: LIMITS.productivity,
    ambiguity: (value) => {
      if (typeof value !== 'string') return null;
      const ambiguous = pointThousands(value);
      return ambiguous
        ? adminMessages.productivityAmbiguous(value.trim(), ambiguous.decimal, ambiguous.whole)
        : null;
    },
  }),
  default_worker_ratio: z
    .string({ error: adminMessages.ratioInvalid })
    .trim()
    .regex(/^\d{1,3}:\d{1,3}$/, { error: adminMessages.ratioInvalid })
    .refine((ratio) => ratio.split(':').some((part) => Number(part) > 0), {
      // The calculator's own words for it (core), not the format's.
      error: formMessages.ratioAllZero,
    })
    .default('1:1'),
});
/**
 * Sent true to change the unit of an item used in analyses (or of a job type with an analysis) knowingly: the
 * coefficients stay per the old unit.
 */
const unitChange = {
  confirm_unit_change: z.boolean({ error: adminMessages.confirmUnitChangeInvalid }).optional(),
};
/** The updated_at of the version the admin's form opened: the change is refused (409) if another admin's came first. */
export const openedVersion = {
  expected_updated_at: z.iso.datetime({ error: adminMessages.expectedUpdatedAtInvalid }).optional(),
};

export const categoryPatch = categoryBody.partial().extend(openedVersion);
export const jobTypePatch = jobTypeBody.partial().extend({ ...unitChange, ...openedVersion });

export const materialBody = z.object({
  code,
  name,
  unit,
  price: rupiah(adminMessages.priceInvalid),
  description,
});
export const materialPatch = materialBody.partial().extend({ ...unitChange, ...openedVersion });

export const equipmentBody = materialBody;
export const equipmentPatch = materialPatch;

export const laborRateBody = z.object({
  code,
  role: z.enum(['tukang', 'pekerja', 'kepala_tukang', 'mandor'], { error: adminMessages.roleInvalid }),
  name,
  daily_rate: rupiah(adminMessages.rateInvalid, 'Upah harian'),
  description,
});
export const laborRatePatch = laborRateBody.partial().extend(openedVersion);

const id = databaseId(adminMessages.idInvalid);
/**
 * A coefficient per unit of work, with a decimal point or the Indonesian decimal comma ("0,25"). "1.650" (1,65 the
 * English way, as AHSP tables print coefficients to three decimals) is refused, not read as 1650.
 */
export const coefficient = positiveDecimal({
  invalid: adminMessages.coefficientInvalid,
  tooLarge: adminMessages.coefficientTooLarge,
  max: MAX_COEFFICIENT,
  ambiguity: coefficientAmbiguity,
  // "Koefisien harus lebih dari 0" for "abc" or nothing asked for something the user had not done.
  wrongType: adminMessages.coefficientNotNumber,
  unreadable: (text) =>
    text.trim() ? ahspMessages.coefficient(text.trim()) : adminMessages.coefficientRequired,
});

export const laborAssignmentsBody = z.object({
  labor_assignments: z
    .array(
      z.object({
        labor_rate_id: id,
        coefficient,
        // A wall's labour of one brick type only (batako needs fewer pekerja OH than bata merah); absent: all.
        brick_type: z.enum(BRICK_TYPES, { error: adminMessages.brickTypeInvalid }).nullish(),
      }),
      { error: adminMessages.listRequired },
    )
    .max(50),
});
export const materialAssignmentsBody = z.object({
  material_assignments: z
    .array(
      z.object({
        material_id: id,
        quantity_per_unit: coefficient,
        brick_type: z.enum(BRICK_TYPES, { error: adminMessages.brickTypeInvalid }).nullish(),
      }),
      { error: adminMessages.listRequired },
    )
    .max(200),
});

export const equipmentAssignmentsBody = z.object({
  equipment_assignments: z
    .array(z.object({ equipment_id: id, quantity_per_unit: coefficient }), {
      error: adminMessages.listRequired,
    })
    .max(100),
});

export const listQuery = z.object({
  ...pagingShape(500, 50),
  _t: z.string().optional(),
});

export const importBody = (field: string) =>
  z.object({
    [field]: z
      .array(z.unknown(), { error: adminMessages.listRequired })
      .min(1, { error: adminMessages.listRequired })
      .max(2000, { error: adminMessages.listTooLong }),
    update_existing: z.boolean().default(false),
  });
