import { z } from 'zod';
import {
  ahspMessages,
  coefficientAmbiguity,
  MAX_CATALOGUE_PRICE,
  MAX_COEFFICIENT,
  parseIdNumber,
  rupiahField,
} from '@kalkulator/core';
import { adminMessages } from '../admin/schemas';
import { databaseId } from '../shared-schemas';

// Request schemas of the AHSP analyses import, with the Indonesian messages of the 422 details.

export const ahspImportMessages = {
  textRequired: 'Teks analisa harus diisi',
  textTooLarge: 'Teks analisa terlalu besar (maks. 1 MB)',
  analysesRequired: 'Daftar analisa harus diisi',
  analysesTooMany: 'Maksimal 500 analisa sekali impor',
  componentsRequired: 'Analisa harus memiliki minimal satu komponen',
  componentName: 'Nama komponen harus diisi',
  componentNameTooLong: 'Nama komponen maksimal 200 karakter',
  coefficient: (text: string) => `Koefisien "${text}" bukan angka lebih dari 0`,
  kindInvalid: 'Jenis harus material, labor (upah) atau equipment (alat)',
  unresolved: (name: string) =>
    `Komponen "${name}" tidak ditemukan di katalog: buat sebagai item baru atau perbaiki namanya`,
  matchMissing: (name: string) => `Item katalog untuk komponen "${name}" tidak ada lagi`,
  /** The job type an analysis would overwrite, named by its own code and name (not the file's analysis). */
  exists: (code: string, name: string, analysis: string) =>
    `Jenis pekerjaan ${code} "${name}" sudah ada (kode atau nama sama dengan analisa "${analysis}"); centang "Perbarui analisa yang sudah ada" untuk menggantikan analisanya`,
  duplicateInImport: (name: string) => `Analisa "${name}" muncul dua kali dalam impor`,
  sameJobTypeTwice: (name: string, code: string, jobType: string) =>
    `Analisa "${name}" mengenai jenis pekerjaan ${code} "${jobType}" yang sudah diperbarui oleh analisa lain dalam impor ini`,
  /** An update replaces the analysis only: the job type is not moved into the category chosen for new ones. */
  imported: (created: number, updated: number) =>
    `${created} analisa ditambahkan, ${updated} analisa diperbarui` +
    (updated > 0 ? ' (jenis pekerjaan yang diperbarui tetap di kategorinya)' : ''),
} as const;

const kind = z.enum(['labor', 'material', 'equipment'], { error: ahspImportMessages.kindInvalid });

// The browser sends numbers it read with the file's own decimal mark; a client sending the file's text "6.240" gets
// the same refusal as a typed coefficient, never 6240.
const coefficient = z.union([z.number(), z.string()]).transform((value, context) => {
  const ambiguous = coefficientAmbiguity(value);
  if (ambiguous) {
    context.addIssue({ code: 'custom', message: ambiguous });
    return z.NEVER;
  }
  const number = parseIdNumber(value);
  if (Number.isFinite(number) && number > 0 && number <= MAX_COEFFICIENT) return number;
  const message =
    number > MAX_COEFFICIENT
      ? ahspMessages.coefficientTooLarge
      : ahspImportMessages.coefficient(String(value));
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
});

/** Required text: empty says it must be filled, too long says the limit (not "harus diisi" for 250 characters). */
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const parseBody = z.object({
  text: z
    .string({ error: ahspImportMessages.textRequired })
    .min(1, { error: ahspImportMessages.textRequired })
    .max(1_000_000, { error: ahspImportMessages.textTooLarge }),
});

export const importAnalysesBody = z.object({
  category_id: databaseId(adminMessages.categoryInvalid),
  analyses: z
    .array(
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9._-]{1,40}$/, { error: adminMessages.codeFormat })
          .nullish()
          .or(z.literal('').transform(() => null)),
        name: text(adminMessages.nameRequired, 200, adminMessages.nameTooLong),
        unit: text(adminMessages.unitRequired, 20, adminMessages.unitTooLong),
        line: z.number().int().nonnegative().optional(),
        components: z
          .array(
            z.object({
              line: z.number().int().nonnegative().optional(),
              name: text(ahspImportMessages.componentName, 200, ahspImportMessages.componentNameTooLong),
              code: z.string().max(40).nullish(),
              coefficient,
              /** The unit the file wrote after the coefficient: checked against the catalogue item's. */
              unit: z.string().trim().max(100).nullish(),
              match: z
                .object({ kind, id: databaseId(adminMessages.idInvalid) })
                .passthrough()
                .nullish(),
            }),
            { error: ahspImportMessages.componentsRequired },
          )
          .min(1, { error: ahspImportMessages.componentsRequired })
          .max(200),
      }),
      { error: ahspImportMessages.analysesRequired },
    )
    .min(1, { error: ahspImportMessages.analysesRequired })
    .max(500, { error: ahspImportMessages.analysesTooMany }),
  create_missing: z
    .array(
      z.object({
        name: text(adminMessages.nameRequired, 200, adminMessages.nameTooLong),
        kind,
        unit: text(adminMessages.unitRequired, 20, adminMessages.unitTooLong).optional(),
        price: rupiahField(adminMessages.priceInvalid, { max: MAX_CATALOGUE_PRICE }),
        role: z
          .enum(['tukang', 'pekerja', 'kepala_tukang', 'mandor'], { error: adminMessages.roleInvalid })
          .optional(),
      }),
    )
    .max(500)
    .default([]),
  update_existing: z.boolean().default(false),
});

export type ImportAnalysesBody = z.infer<typeof importAnalysesBody>;
