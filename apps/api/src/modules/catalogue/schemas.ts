import { z } from 'zod';
import { adminMessages, laborRateBody, materialBody } from '../admin/schemas';

// A price list's rows: materials, labour rates (price = daily wage) and equipment, told apart by `kind`.

export const priceListMessages = {
  kindInvalid: 'Jenis item harus material, labor (upah) atau equipment (alat)',
  rowsRequired: 'Daftar baris harus diisi',
  imported: (created: number, updated: number) => `${created} item ditambahkan, ${updated} item diperbarui`,
} as const;

export const priceListKind = z.enum(['material', 'labor', 'equipment'], {
  error: priceListMessages.kindInvalid,
});

export const priceListParseBody = z.object({
  pasted_data: z
    .string({ error: 'Data tempelan harus diisi' })
    .max(500_000, { error: 'Data tempelan terlalu besar' }),
  default_kind: priceListKind.optional(),
});

export const priceListImportBody = z.object({
  rows: z
    .array(z.unknown(), { error: priceListMessages.rowsRequired })
    .min(1, { error: priceListMessages.rowsRequired })
    .max(2000, { error: adminMessages.listTooLong }),
  update_existing: z.boolean().default(false),
  /** true: only say what each row would do (the import dialog's preview); nothing is written. */
  dry_run: z.boolean({ error: 'dry_run harus true atau false' }).default(false),
});

/**
 * One row, checked by its kind: a material or equipment row needs a unit; a labour row a role (or a name to infer
 * it), and its unit, when it gives one, is only checked against the wage's OH (an hourly or monthly wage is refused).
 */
export const priceListRow = z.discriminatedUnion(
  'kind',
  [
    materialBody.extend({ kind: z.literal('material') }),
    materialBody.extend({ kind: z.literal('equipment') }),
    laborRateBody.omit({ daily_rate: true, role: true }).extend({
      kind: z.literal('labor'),
      price: materialBody.shape.price,
      role: laborRateBody.shape.role.optional(),
      unit: z.string().trim().max(20, { error: adminMessages.unitTooLong }).optional(),
    }),
  ],
  { error: priceListMessages.kindInvalid },
);
export type PriceListImportRow = z.infer<typeof priceListRow>;
