import { databaseId, pagingShape } from '../shared-schemas';
import { z } from 'zod';
import { calculationSyncMessages } from '@kalkulator/core';
import type { HistoryFilter, HistorySort } from './history-list';

const COPY = ' (salinan)';
/** The form's limit on a project name (core LIMITS.projectName), counted as it counts: in UTF-16 units. */
const PROJECT_NAME_MAX = 200;
/** The name cut to `room` UTF-16 units between whole characters, never through an emoji's surrogate pair. */
function fitted(name: string, room: number): string {
  if (name.length <= room) return name;
  let kept = '';
  for (const character of name) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return kept.trimEnd();
}

/** Filter days PostgreSQL and a Date both hold, in any client zone (0001-01-01 or 9999-12-31 would not). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

export const historyMessages = {
  notFound: 'Kalkulasi tidak ditemukan.',
  saved: 'Kalkulasi berhasil disimpan ke akun Anda.',
  updated: 'Kalkulasi berhasil diperbarui.',
  changedElsewhere:
    'Kalkulasi ini sudah diubah di perangkat lain sejak Anda membukanya; perubahan Anda belum disimpan.',
  expectedUpdatedAtInvalid:
    'expected_updated_at harus berupa waktu ISO 8601 (updated_at kalkulasi yang dibuka)',
  deleted: 'Kalkulasi dihapus.',
  deletedMany: (count: number) => `${count} kalkulasi dihapus.`,
  duplicated: 'Kalkulasi berhasil digandakan.',
  /** The copy's name stays within the form's 200 characters, so saving the copy again is never refused for it. */
  copyName: (name: string) => (name ? `${fitted(name, PROJECT_NAME_MAX - COPY.length)}${COPY}` : 'Salinan'),
  // The sync's outcomes, as the browser adds them up over a sync sent in parts (core).
  synced: calculationSyncMessages.synced,
  syncOthersThere: calculationSyncMessages.othersThere,
  syncAlreadyThere: calculationSyncMessages.alreadyThere,
  syncUpdated: calculationSyncMessages.updated,
  syncAccountNewer: calculationSyncMessages.accountNewer,
  syncFailed: 'Gagal menyinkronkan kalkulasi lokal',
  syncListRequired: 'Daftar kalkulasi harus diisi',
  localIdInvalid: 'ID kalkulasi lokal harus diawali "local_"',
  idempotencyKeyInvalid: 'Kunci idempotensi harus 8–100 huruf, angka, "-" atau "_"',
  formMissing: 'Data form kalkulasi tidak ada',
  jobTypeMissing: 'Jenis pekerjaan kalkulasi tidak ada',
  jobTypeGone:
    'Jenis pekerjaan kalkulasi ini sudah dihapus dari katalog; kalkulasi tidak dapat dihitung ulang.',
  idsRequired: 'Pilih minimal satu kalkulasi',
  idsTooMany: 'Maksimal 500 kalkulasi sekaligus',
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD',
  dateOutOfRange: `Tanggal harus antara tahun ${FIRST_YEAR} dan ${LAST_YEAR}`,
  tzOffsetInvalid: 'Zona waktu harus berupa selisih menit dari UTC antara -840 dan 720 (WIB: -420)',
  cursorInvalid: 'Penanda halaman tidak valid; muat ulang daftar dari halaman pertama.',
  cleared: (count: number) => `${count} kalkulasi dihapus dari database.`,
  sequenceReset: 'Penghitung ID kalkulasi berhasil diatur ulang',
} as const;

/** Every sort of the history list (each has its index, migration 004). */
export const HISTORY_SORTS = [
  'created_at',
  'updated_at',
  'rab_total',
  'total_cost',
  'project_name',
  'job_type_name',
] as const satisfies readonly HistorySort[];
/** A real calendar day as YYYY-MM-DD: 2026-13-45 and 2026-02-30 are refused, not read as some other day. */
const isCalendarDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * The Idempotency-Key header of the writes a client may send again after losing the answer (a calculation saved to
 * the account, a project created): the same key from the same account gets the first result back.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: historyMessages.idempotencyKeyInvalid })
    .optional(),
});
const inYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: historyMessages.dateInvalid })
  .refine(isCalendarDay, { error: historyMessages.dateInvalid })
  .refine((text) => !isCalendarDay(text) || inYears(text), { error: historyMessages.dateOutOfRange });

/** WIB (UTC+7), as JavaScript's getTimezoneOffset() says it: the day of a client that names no zone. */
export const WIB_OFFSET_MINUTES = -420;
/**
 * The client's days (`tz_offset`, minutes as getTimezoneOffset(): local time + offset = UTC), from UTC+14 (-840) to
 * UTC-12 (720): a result made at 06.30 WIB on 26 November is found on 26 November, not on the UTC day before.
 */
const tzOffset = z
  .string()
  .regex(/^[+-]?\d{1,4}$/, { error: historyMessages.tzOffsetInvalid })
  .transform(Number)
  .refine((minutes) => minutes >= -840 && minutes <= 720, { error: historyMessages.tzOffsetInvalid });

export const historyQuery = z.object({
  ...pagingShape(100, 20),
  category_id: databaseId('Kategori tidak valid').optional(),
  date_from: date.optional(),
  date_to: date.optional(),
  tz_offset: tzOffset.optional(),
  sort: z.enum(HISTORY_SORTS, { error: 'Urutan tidak dikenal' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'Arah urutan harus asc atau desc' }).default('desc'),
  user_id: databaseId('Pengguna tidak valid').optional(),
  cursor: z.string().max(500, { error: historyMessages.cursorInvalid }).optional(),
  _t: z.string().optional(),
});

/** The stats' months are the client's months (WIB unless it names a zone). */
export const statsQuery = z.object({ tz_offset: tzOffset.optional(), _t: z.string().optional() });

/** Dates are whole days of the client's zone (WIB unless it names one): date_to includes its day. */
export function toFilter(query: z.infer<typeof historyQuery>): Omit<HistoryFilter, 'userId'> {
  const offset = (query.tz_offset ?? WIB_OFFSET_MINUTES) * 60_000;
  const startOf = (text: string) => new Date(Date.parse(`${text}T00:00:00Z`) + offset);
  const dayAfter = (text: string) => new Date(startOf(text).getTime() + 86_400_000);
  return {
    page: query.page,
    limit: query.limit,
    cursor: query.cursor || undefined,
    search: query.search?.trim() || undefined,
    categoryId: query.category_id,
    dateFrom: query.date_from ? startOf(query.date_from) : undefined,
    dateTo: query.date_to ? dayAfter(query.date_to) : undefined,
    sort: query.sort,
    order: query.order,
  };
}
