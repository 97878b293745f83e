import {
  computeUnitPrice,
  type BrickType,
  type JobType,
  type JobTypeDetails,
  type LaborRole,
  type UnitPrice,
  type UnitPriceLine,
} from '@kalkulator/core';
import { readCoefficient, type AssignmentDraft } from './assignments';

// The Analisa editor's draft priced as the calculator's "Analisa harga satuan" panel prices a stored analysis: the
// same core computeUnitPrice (A, B, C, D, E, F and each line's rounded amount), over the coefficients as typed.

/** The catalogue's prices by id: labour daily rates, material and equipment prices (whole rupiah). */
export interface CataloguePrices {
  labor: ReadonlyMap<number, number>;
  materials: ReadonlyMap<number, number>;
  equipment: ReadonlyMap<number, number>;
}

interface Priced {
  id: number;
  price: number;
}

/**
 * The prices a draft's rows are worked with: the catalogue lists as read now, else (a list not read yet) the
 * prices the stored analysis came with.
 */
export function cataloguePrices(
  stored: JobTypeDetails | undefined,
  lists: { labor: { id: number; daily_rate: number }[]; materials: Priced[]; equipment: Priced[] },
): CataloguePrices {
  const byId = (storedRows: [number, number][], listed: Priced[]) =>
    new Map([...storedRows, ...listed.map((row): [number, number] => [row.id, row.price])]);
  return {
    labor: byId(
      (stored?.labor ?? []).map((row) => [row.labor_rate_id, row.daily_rate]),
      lists.labor.map((row) => ({ id: row.id, price: row.daily_rate })),
    ),
    materials: byId(
      (stored?.materials ?? []).map((row) => [row.material_id, row.price]),
      lists.materials,
    ),
    equipment: byId(
      (stored?.equipment ?? []).map((row) => [row.equipment_id, row.price]),
      lists.equipment,
    ),
  };
}

/**
 * Whether the job type's materials or labour differ by brick type: one of the rows is tied to a brick type. The
 * server's rule for has_brick_variants, which the calculator reads to offer its brick type field, applied to the
 * draft.
 */
export function hasBrickVariants(rows: { brick_type: string | null }[]): boolean {
  return rows.some((row) => row.brick_type !== null);
}

/** The draft's rows that may differ by brick type: its labour and its materials. */
export const brickRows = (draft: AssignmentDraft) => [...draft.labor, ...draft.materials];

/** One row of the draft, worked out. */
export interface RowPrice {
  /** The coefficient as read from the typed text; null while it is not a valid one. */
  coefficient: number | null;
  /** Null when the item is in neither the catalogue nor the stored analysis. */
  price: number | null;
  /** round(coefficient × price), as core rounds a line; null without a valid coefficient or a price. */
  amount: number | null;
  /** Whether the amount counts in the unit price: a row of another brick type than the one priced does not. */
  counted: boolean;
}

export interface DraftPrice {
  labor: RowPrice[];
  materials: RowPrice[];
  equipment: RowPrice[];
  unitPrice: UnitPrice;
  /** The rows F would count but leaves out as their coefficient is not a valid one (yet). */
  invalidRows: number;
}

interface Read {
  index: number;
  coefficient: number | null;
  price: number | null;
}

function read(text: string, price: number | undefined, index: number): Read {
  const coefficient = readCoefficient(text);
  return { index, coefficient: 'value' in coefficient ? coefficient.value : null, price: price ?? null };
}

/** The rows that can be priced, each with its draft index as its code (to find its line again). */
const usable = (rows: Read[]) =>
  rows.filter(
    (row): row is Read & { coefficient: number; price: number } =>
      row.coefficient !== null && row.price !== null,
  );

function rowPrices(rows: Read[], lines: UnitPriceLine[], counted: (index: number) => boolean): RowPrice[] {
  return rows.map((row) => ({
    coefficient: row.coefficient,
    price: row.price,
    amount: lines.find((line) => line.code === String(row.index))?.amount ?? null,
    counted: counted(row.index),
  }));
}

/**
 * The draft's unit price (for `brickType` when its labour or materials differ by brick type, as the calculator's
 * default bata merah) and each row's price and amount. Rows without a valid coefficient or a known price count nothing;
 * those left out for their coefficient are counted, so the summary can say F is not complete.
 */
export function priceDraft(
  jobType: JobType,
  draft: AssignmentDraft,
  prices: CataloguePrices,
  brickType: BrickType = 'bata_merah',
): DraftPrice {
  const labor = draft.labor.map((row, index) =>
    read(row.coefficientText, prices.labor.get(row.labor_rate_id), index),
  );
  const materials = draft.materials.map((row, index) =>
    read(row.quantity, prices.materials.get(row.material_id), index),
  );
  const equipment = draft.equipment.map((row, index) =>
    read(row.quantity, prices.equipment.get(row.equipment_id), index),
  );
  const details: JobTypeDetails = {
    ...jobType,
    has_brick_variants: hasBrickVariants(brickRows(draft)),
    labor: usable(labor).map(({ index, coefficient, price }) => {
      const row = draft.labor[index]!;
      return {
        id: row.labor_rate_id,
        labor_rate_id: row.labor_rate_id,
        code: String(index),
        role: row.role as LaborRole,
        name: row.name,
        daily_rate: price,
        coefficient,
        brick_type: row.brick_type as BrickType | null,
      };
    }),
    materials: usable(materials).map(({ index, coefficient, price }) => {
      const row = draft.materials[index]!;
      return {
        id: row.material_id,
        material_id: row.material_id,
        code: String(index),
        name: row.name,
        unit: row.unit,
        price,
        description: null,
        quantity_per_unit: coefficient,
        brick_type: row.brick_type as BrickType | null,
      };
    }),
    equipment: usable(equipment).map(({ index, coefficient, price }) => {
      const row = draft.equipment[index]!;
      return {
        id: row.equipment_id,
        equipment_id: row.equipment_id,
        code: String(index),
        name: row.name,
        unit: row.unit,
        price,
        description: null,
        quantity_per_unit: coefficient,
      };
    }),
  };
  const unitPrice = computeUnitPrice(details, { brickType });
  // Every labour and material line, those of other brick types included, so each row shows its own amount.
  const everyLine = computeUnitPrice({
    ...details,
    labor: details.labor.map((row) => ({ ...row, brick_type: null })),
    materials: details.materials.map((row) => ({ ...row, brick_type: null })),
  });
  const counted = (row: { brick_type: string | null } | undefined) =>
    !row || row.brick_type === null || row.brick_type === brickType;
  const rows = {
    labor: rowPrices(labor, everyLine.labor, (index) => counted(draft.labor[index])),
    materials: rowPrices(materials, everyLine.materials, (index) => counted(draft.materials[index])),
    equipment: rowPrices(equipment, unitPrice.equipment, () => true),
  };
  const invalidRows = [...rows.labor, ...rows.materials, ...rows.equipment].filter(
    (row) => row.counted && row.coefficient === null,
  ).length;
  return { ...rows, unitPrice, invalidRows };
}
