import { z } from 'zod';
import { parseIdNumber } from '../format/number';
import { MAX_DATABASE_ID, wholeNumberSchema } from '../validation/database-id';
import { MAX_RUPIAH, rupiahField } from '../validation/rupiah';
import { overheadPercentageSchema } from '../ahsp/schemas';
import { BRICK_TYPES } from '../calculation/types';
import type { ValidationDetail } from '../validation/form';
import { readVolume } from './volume';
import { PROJECT_ROUNDINGS, amountOverflow, type ProjectDivisionInput, type ProjectSettings } from './totals';
import { MAX_ITEM_DAYS, scheduleMessages } from './schedule';

/** PPN when a project does not say: 12 % on 11/12 of the price (PMK 131/2024), effectively 11 % on construction. */
export const DEFAULT_PPN_PERCENTAGE = 11;

/** The most lines one division holds ("Maksimal 2.000 item per bagian"). */
export const MAX_DIVISION_ITEMS = 2000;

// A project as it is written (POST/PUT /api/projects, the browser's own projects): Indonesian messages for every
// field, volumes read with their working, typed values handed inward.

export const projectMessages = {
  nameRequired: 'Nama proyek harus diisi',
  nameTooLong: 'Nama proyek maksimal 200 karakter',
  textTooLong: 'Teks maksimal 500 karakter',
  descriptionTooLong: 'Keterangan maksimal 2.000 karakter',
  fiscalYear: 'Tahun anggaran harus tahun 4 angka, misal 2026',
  startDate: 'Tanggal mulai harus tanggal yang valid (YYYY-MM-DD)',
  ppn: 'PPN harus angka antara 0 dan 100%',
  rounding: 'Pembulatan harus none, 1000, 10000, 100000, down-1000, down-10000 atau down-100000',
  divisionCode: 'Kode bagian harus diisi (maks. 10 karakter), misal A atau I',
  divisionName: 'Nama bagian harus diisi (maks. 200 karakter)',
  divisionCodeTaken: 'Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri',
  divisionsTooMany: 'Maksimal 100 bagian per proyek',
  itemsTooMany: 'Maksimal 2.000 item per bagian',
  jobTypeInvalid: 'Jenis pekerjaan tidak valid',
  freeItemDescription: 'Uraian item bebas harus diisi',
  freeItemUnit: 'Satuan item bebas harus diisi',
  freeItemPrice: 'Harga satuan item bebas harus angka tidak negatif, misal 2.500.000',
  partsInvalid: 'Harga satuan tersimpan tidak valid',
  version: 'Versi proyek tidak valid',
  itemId: 'ID item tidak valid',
  notFound: 'Proyek tidak ditemukan.',
  stale:
    'Proyek telah diubah di perangkat lain. Muat ulang untuk melihat versi terbaru; perubahan Anda belum disimpan.',
  localIdInvalid: 'ID proyek lokal harus diawali "local_"',
  jobTypeNotFound: 'Jenis pekerjaan tidak ditemukan di katalog',
  priceBook: 'Daftar harga tidak valid',
  brickType: 'Jenis bata harus bata_merah, batako atau bata_ringan',
  // Beyond the spec, as the job calculator's resultTooLarge: rupiah are exact only below 2^53.
  lineTooLarge: (description: string) =>
    `Jumlah harga ${description ? `"${description}"` : 'baris ini'} terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.`,
  totalTooLarge: (description: string) =>
    `Total proyek terlalu besar (di atas Rp 9 kuadriliun) dengan ${description ? `"${description}"` : 'baris ini'}. Periksa volume dan harga satuan baris-barisnya.`,
} as const;

/**
 * A text field whose missing value is `missing`; a value of another type (a number, an object) is said by the
 * fallback texts ("Harus berupa teks, bukan angka", validation/issue-messages.ts), not as a length or as empty.
 */
const textOf = (missing?: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : undefined) });

const optionalText = (max: number, message: string) =>
  textOf()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value || null);

const money = (message: string) => rupiahField(message, { max: MAX_RUPIAH });

const wholeRupiah = z.number({ error: projectMessages.partsInvalid }).int().min(0).max(MAX_RUPIAH);
const parts = z.object(
  { A: wholeRupiah, B: wholeRupiah, C: wholeRupiah },
  { error: projectMessages.partsInvalid },
);

const wholeBetween = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? value : parseIdNumber(value.trim())))
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, { error: message })
    .nullish()
    .transform((value) => value ?? null);

/** A line's schedule as the user set it: typed duration, start (day offset from the project's start), work groups. */
export const itemScheduleSchema = z
  .object(
    {
      days: wholeBetween(1, MAX_ITEM_DAYS, scheduleMessages.days),
      start: wholeBetween(0, MAX_ITEM_DAYS - 1, scheduleMessages.start),
      crews: wholeBetween(1, 100, scheduleMessages.crews),
    },
    { error: scheduleMessages.days },
  )
  .nullish()
  .transform((value) => (value && (value.days ?? value.start ?? value.crews) !== null ? value : null));

export const projectItemSchema = z
  .object({
    id: z
      .string({ error: projectMessages.itemId })
      .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: projectMessages.itemId })
      .optional(),
    job_type_id: z
      .number({ error: projectMessages.jobTypeInvalid })
      .int({ error: projectMessages.jobTypeInvalid })
      .positive({ error: projectMessages.jobTypeInvalid })
      .max(MAX_DATABASE_ID, { error: projectMessages.jobTypeInvalid })
      .nullable(),
    description: optionalText(500, projectMessages.textTooLong),
    unit: optionalText(20, projectMessages.freeItemUnit),
    volume: z.union([z.number(), z.string()]).transform((value, context) => {
      const reading = readVolume(value);
      if (reading.ok) return reading;
      context.addIssue({ code: 'custom', message: reading.msg });
      return z.NEVER;
    }),
    /** A number: a free item's typed harga satuan. An object (as read back): the frozen A, B, C kept as they are. */
    unit_price: z
      .union([money(projectMessages.freeItemPrice), parts.passthrough()], {
        // A typed price's own message (e.g. sen refused) rather than the union's.
        error: (issue) =>
          (issue.code === 'invalid_union' &&
            issue.errors.flat().find((inner) => inner.code === 'custom')?.message) ||
          projectMessages.freeItemPrice,
      })
      .nullish(),
    /** A job type with brick variants: the line's brick type (absent: bata merah, as lines stored before it). */
    brick_type: z
      .enum(BRICK_TYPES, { error: projectMessages.brickType })
      .nullish()
      .transform((value) => value ?? null),
    /** Which unit price the line carries: the AHSP analysis (default) or a calculation's own cost per unit. */
    price_source: z.enum(['ahsp', 'calculation', 'free']).optional(),
    schedule: itemScheduleSchema,
  })
  .superRefine((item, context) => {
    if (item.job_type_id !== null) return;
    if (!item.description)
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: projectMessages.freeItemDescription,
      });
    if (!item.unit)
      context.addIssue({ code: 'custom', path: ['unit'], message: projectMessages.freeItemUnit });
    const price = item.unit_price;
    if (typeof price !== 'number' && typeof price?.F !== 'number')
      context.addIssue({ code: 'custom', path: ['unit_price'], message: projectMessages.freeItemPrice });
  });

export const projectDivisionSchema = z.object({
  code: textOf(projectMessages.divisionCode)
    .trim()
    .min(1, { error: projectMessages.divisionCode })
    .max(10, { error: projectMessages.divisionCode }),
  name: textOf(projectMessages.divisionName)
    .trim()
    .min(1, { error: projectMessages.divisionName })
    .max(200, { error: projectMessages.divisionName }),
  items: z
    .array(projectItemSchema)
    .max(MAX_DIVISION_ITEMS, { error: projectMessages.itemsTooMany })
    .default([]),
});

/** Each division's code its own: the rekap, the documents and "Tambah ke proyek" name a division by it. */
function uniqueDivisionCodes(context: z.core.ParsePayload<{ code: string }[]>) {
  const seen = new Set<string>();
  context.value.forEach(({ code }, index) => {
    const key = code.toUpperCase();
    if (seen.has(key))
      context.issues.push({
        code: 'custom',
        input: code,
        path: [index, 'code'],
        message: projectMessages.divisionCodeTaken,
      });
    seen.add(key);
  });
}

/**
 * 422 details when a line's amount or the project's total would pass Rp 9 kuadriliun (2^53), naming the line that
 * takes it there (`divisions.0.items.1.volume`); none otherwise.
 */
export function projectAmountDetails(
  divisions: ProjectDivisionInput[],
  settings: ProjectSettings,
): ValidationDetail[] {
  const overflow = amountOverflow(divisions, settings);
  if (!overflow) return [];
  const description = divisions[overflow.division]?.items[overflow.item]?.description ?? '';
  return [
    {
      param: `divisions.${overflow.division}.items.${overflow.item}.volume`,
      msg: (overflow.what === 'line' ? projectMessages.lineTooLarge : projectMessages.totalTooLarge)(
        description,
      ),
    },
  ];
}

type ParsedItem = z.output<typeof projectItemSchema>;

/** A written line as core prices it, before the server fills a new catalogue line's parts (those count 0 here). */
function pricedAsWritten(item: ParsedItem): ProjectDivisionInput['items'][number] {
  const price = item.unit_price;
  const typed = typeof price === 'number' ? price : typeof price?.F === 'number' ? price.F : null;
  return {
    job_type_id: item.job_type_id,
    description: item.description ?? '',
    unit: item.unit ?? '',
    volume: item.volume.value,
    parts: item.job_type_id !== null && price && typeof price === 'object' ? price : null,
    free_price: item.job_type_id === null ? typed : null,
  };
}

const realDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
};

export const projectBodySchema = z
  .object({
    name: textOf(projectMessages.nameRequired)
      .trim()
      .min(1, { error: projectMessages.nameRequired })
      .max(200, { error: projectMessages.nameTooLong }),
    location: optionalText(500, projectMessages.textTooLong),
    owner: optionalText(500, projectMessages.textTooLong),
    contractor: optionalText(500, projectMessages.textTooLong),
    description: optionalText(2000, projectMessages.descriptionTooLong),
    fiscal_year: wholeNumberSchema(projectMessages.fiscalYear, 1900, 2200)
      .nullish()
      .transform((value) => value ?? null),
    start_date: z
      .string({ error: projectMessages.startDate })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: projectMessages.startDate })
      .refine(realDate, { error: projectMessages.startDate })
      .nullish()
      .transform((value) => value ?? null),
    overhead_percentage: overheadPercentageSchema,
    ppn_percentage: z
      .union([z.number(), z.string()], { error: projectMessages.ppn })
      .optional()
      .transform((value) =>
        value === undefined || value === ''
          ? DEFAULT_PPN_PERCENTAGE
          : parseIdNumber(String(value).replace(/%$/, '')),
      )
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100, {
        error: projectMessages.ppn,
      }),
    rounding: z.enum(PROJECT_ROUNDINGS, { error: projectMessages.rounding }).default('1000'),
    version: z
      .number({ error: projectMessages.version })
      .int({ error: projectMessages.version })
      .min(0, { error: projectMessages.version })
      .max(MAX_DATABASE_ID, { error: projectMessages.version })
      .optional(),
    /** The price book new and re-priced lines take their prices from; null: the catalogue's; absent: unchanged. */
    price_book_id: z
      .number({ error: projectMessages.priceBook })
      .int({ error: projectMessages.priceBook })
      .positive({ error: projectMessages.priceBook })
      .max(MAX_DATABASE_ID, { error: projectMessages.priceBook })
      .nullish(),
    divisions: z
      .array(projectDivisionSchema)
      .max(100, { error: projectMessages.divisionsTooMany })
      .default([])
      .check(uniqueDivisionCodes),
  })
  .check((context) => {
    const body = context.value;
    const divisions = body.divisions.map((division) => ({
      ...division,
      items: division.items.map(pricedAsWritten),
    }));
    for (const detail of projectAmountDetails(divisions, body))
      context.issues.push({
        code: 'custom',
        input: body,
        path: detail.param.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: detail.msg,
      });
  });

export type ProjectBody = z.infer<typeof projectBodySchema>;
export type ProjectItemBody = z.infer<typeof projectItemSchema>;
