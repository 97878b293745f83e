import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { checkNumber, choice, quantity, readNumber, validateWith, type NumberRule } from './input';

// Composite figures shared by the area and volume calculators: a list of shapes, each counted n times and
// either added or subtracted (a wall minus its window, a slab minus a stair opening).

export interface ShapeField {
  key: string;
  label: string;
  /** Diameters at the top of a cone may be 0; every other size must be above 0. */
  sign?: NumberRule['sign'];
}

export interface ShapeDefinition {
  label: string;
  fields: readonly ShapeField[];
  measure: (size: Record<string, number>) => number;
}

export const SHAPE_LIMITS = { size: 100_000, count: 100_000, items: 50 } as const;
export const OPERATIONS = ['tambah', 'kurang'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface ShapeItem<K extends string> {
  shape: K;
  operation: Operation;
  count: number;
  size: Record<string, number>;
}

export interface CompositeResult {
  /** Signed measure of each item (count included, negative when subtracted). */
  items: number[];
  total: number;
}

export function measureComposite<K extends string>(
  shapes: Record<K, ShapeDefinition>,
  items: readonly ShapeItem<K>[],
): CompositeResult {
  const measured = items.map(
    (item) => (item.operation === 'kurang' ? -1 : 1) * item.count * shapes[item.shape].measure(item.size),
  );
  return { items: measured, total: measured.reduce((sum, value) => sum + value, 0) };
}

/** The zod schema of a composite figure: each shape's own sizes, and a total above 0. */
export function compositeSchema<K extends string>(shapes: Record<K, ShapeDefinition>) {
  const keys = Object.keys(shapes) as [K, ...K[]];
  const item = z
    .object({
      shape: choice('Bentuk', keys),
      operation: choice('Operasi', OPERATIONS).default('tambah'),
      count: quantity('Jumlah', { max: SHAPE_LIMITS.count, integer: true }).default(1),
      size: z.record(z.string(), z.unknown()).default({}),
    })
    .transform((value, ctx) => {
      const size: Record<string, number> = {};
      for (const field of shapes[value.shape].fields) {
        const rule = { sign: field.sign, max: SHAPE_LIMITS.size };
        const message = checkNumber(value.size[field.key], field.label, rule);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['size', field.key] });
        else size[field.key] = readNumber(value.size[field.key]);
      }
      return { ...value, size } as ShapeItem<K>;
    });
  return z.object({
    items: z
      .array(item)
      .min(1, { error: m.noShapes })
      .max(SHAPE_LIMITS.items, { error: m.tooManyItems(SHAPE_LIMITS.items) })
      .refine((items) => measureComposite(shapes, items).total > 0, { error: m.negativeTotal }),
  });
}

export function validateComposite<K extends string>(
  schema: ReturnType<typeof compositeSchema<K>>,
  input: unknown,
) {
  return validateWith(schema, input);
}
