import { z } from 'zod';
import { formatNumber, formatQuantity, listWithDan } from '../format/format';
import { parseIdNumber } from '../format/number';
import { MAX_DATABASE_ID, wholeNumberSchema } from '../validation/database-id';
import { MAX_RUPIAH, rupiahField } from '../validation/rupiah';
import { PRICE_KINDS } from './resolve';

// What a price book is written with (POST/PUT /api/price-books, adjust, prices), with Indonesian messages.

/** The largest price list a book imports: the 2 MB file its screen reads, counted in characters of its text. */
export const PRICE_BOOK_IMPORT_MAX_CHARS = 2 * 1024 * 1024;

/** An adjustment's percentage as the book's screens and answers print it: "+2,5%", "−25%". */
export const signedPercent = (percent: number) =>
  `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatQuantity(Math.abs(percent), 4)}%`;

/** "Pekerja (L.01), Tukang batu (L.02) dan 3 item lain". */
const listItems = (items: string[], others: number) => {
  const all = others > 0 ? [...items, `${others} item lain`] : items;
  return listWithDan(all);
};

export const priceBookMessages = {
  name: 'Nama daftar harga harus diisi (maks. 200 karakter)',
  region: 'Wilayah harus diisi (maks. 200 karakter), misal DKI Jakarta atau Kab. Sleman',
  year: 'Tahun harus tahun 4 angka, misal 2026',
  source: 'Sumber maksimal 500 karakter',
  validUntil: 'Berlaku sampai harus tanggal yang valid (YYYY-MM-DD)',
  kind: 'Jenis harga harus labor (upah), material (bahan) atau equipment (alat)',
  percent: 'Persentase harus angka antara -90 dan 500, misal 12 atau -25',
  price: 'Harga harus angka tidak negatif, misal 65.000 (kosongkan untuk memakai harga katalog)',
  itemId: 'ID item tidak valid',
  itemNotFound: 'Item tidak ada di katalog',
  itemTwice: 'Item yang sama muncul dua kali dalam satu simpan',
  pricesTooMany: 'Maksimal 5.000 harga sekali simpan',
  notFound: 'Daftar harga tidak ditemukan',
  sharedAdminOnly: 'Hanya admin yang dapat membuat atau mengubah daftar harga bersama',
  bookNotFound: 'Daftar harga tidak ditemukan atau tidak dapat Anda pakai',
  adjusted: (count: number, percent: number) => `${count} harga disesuaikan ${signedPercent(percent)}`,
  /** An adjustment that would price some items above the most a price may be: refused whole, nothing written. */
  adjustTooLarge: (percent: number, items: string[], others: number) =>
    `Penyesuaian ${signedPercent(percent)} ditolak: harga ${listItems(items, others)} akan melebihi maksimal Rp ${formatNumber(MAX_RUPIAH)}. Tidak ada harga yang diubah.`,
  pricesSaved: (count: number) => `${count} harga tersimpan`,
  importTooLarge: 'Daftar harga maksimal 2 MB (± 2 juta karakter): bagi menjadi beberapa bagian',
  importEmpty: 'Data tempelan harus diisi',
  importOneSource: 'Kirim data tempelan atau berkas .xlsx, tidak keduanya',
  xlsxUnreadable: 'Berkas tidak dapat dibaca sebagai .xlsx: simpan ulang dari Excel sebagai .xlsx atau .csv',
  xlsxTooLarge: 'Berkas .xlsx maksimal 2 MB',
} as const;

const realDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
};

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const priceBookBodySchema = z.object({
  name: requiredText(200, priceBookMessages.name),
  region: requiredText(200, priceBookMessages.region),
  year: wholeNumberSchema(priceBookMessages.year, 1900, 2200),
  source: z
    .string({ error: priceBookMessages.source })
    .trim()
    .max(500, { error: priceBookMessages.source })
    .nullish()
    .transform((value) => value || null),
  valid_until: z
    .string({ error: priceBookMessages.validUntil })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: priceBookMessages.validUntil })
    .refine(realDate, { error: priceBookMessages.validUntil })
    .nullish()
    .transform((value) => value ?? null),
  private: z.boolean({ error: 'private harus true atau false' }).optional(),
});

export const priceBookCopySchema = z.object({ name: requiredText(200, priceBookMessages.name) });

const kindSchema = z.enum(PRICE_KINDS, { error: priceBookMessages.kind });

export const priceBookAdjustSchema = z.object({
  kind: kindSchema,
  percent: z
    .union([z.number(), z.string()], { error: priceBookMessages.percent })
    .transform((value) => (typeof value === 'number' ? value : parseIdNumber(value.replace(/%$/, '').trim())))
    .refine((value) => Number.isFinite(value) && value >= -90 && value <= 500, {
      error: priceBookMessages.percent,
    }),
});

export const priceBookPricesSchema = z.object({
  prices: z
    .array(
      z.object({
        kind: kindSchema,
        item_id: z
          .number({ error: priceBookMessages.itemId })
          .int({ error: priceBookMessages.itemId })
          .positive({ error: priceBookMessages.itemId })
          .max(MAX_DATABASE_ID, { error: priceBookMessages.itemId }),
        /** null removes the book's price (the catalogue's applies again). */
        price: z.preprocess(
          (value) => (value === '' || value === undefined ? null : value),
          rupiahField(priceBookMessages.price, { max: MAX_RUPIAH }).nullable(),
        ),
      }),
      { error: priceBookMessages.price },
    )
    .max(5000, { error: priceBookMessages.pricesTooMany }),
});

export type PriceBookBody = z.infer<typeof priceBookBodySchema>;
