import { roundRupiah } from '../format/number';
import type { BrickType, JobTypeDetails, LaborRole, PriceSource } from '../calculation/types';
import { DEFAULT_OVERHEAD_PERCENTAGE } from './messages';

// Harga Satuan Pekerjaan as AHSP prints it (Permen PUPR 8/2023, SE DJBK 73/SE/Dk/2023): per unit of the job,
// A = Σ labour OH × daily wage, B = Σ material coefficient × price, C = Σ equipment coefficient × price,
// D = A + B + C, E = overhead & profit % of D, F = D + E. Each line's amount is rounded to whole rupiah, as the
// published sheets do, and A–F are sums of those rounded amounts (E rounded once).

export interface UnitPriceLine {
  code: string;
  name: string;
  unit: string;
  coefficient: number;
  /** Whole rupiah per unit (daily wage for labour). */
  price: number;
  /** round(coefficient × price). */
  amount: number;
  /** With a price book: whether the price is the book's or the catalogue's (fallback). */
  price_source?: PriceSource;
}

export interface UnitPriceLaborLine extends UnitPriceLine {
  role: LaborRole;
}

export interface UnitPrice {
  job_type: { id: number; code: string; name: string; unit: string; category_name: string };
  labor: UnitPriceLaborLine[];
  materials: UnitPriceLine[];
  equipment: UnitPriceLine[];
  A: number;
  B: number;
  C: number;
  D: number;
  overhead_percentage: number;
  E: number;
  F: number;
  /** A job type with brick variants: the brick type whose labour and materials count (a project's Analisa names it). */
  brick_type?: BrickType;
}

export interface UnitPriceOptions {
  overheadPercentage?: number;
  /** Which brick variant's labour and materials count (the calculator's default, bata merah, when absent). */
  brickType?: BrickType;
}

const line = (
  code: string,
  name: string,
  unit: string,
  coefficient: number,
  price: number,
  source?: PriceSource,
) => ({
  code,
  name,
  unit,
  coefficient,
  price,
  amount: roundRupiah(coefficient * price),
  ...(source && { price_source: source }),
});

/** A labour or material line of a wall counts for its own brick type; one without (null, absent) for all. */
export const forBrickType = (line: { brick_type?: BrickType | null }, brickType: BrickType) =>
  (line.brick_type ?? null) === null || line.brick_type === brickType;

const total = (lines: UnitPriceLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

/** The one unit-price computation, for the server's route, the browser's panel and the project RAB. */
export function computeUnitPrice(details: JobTypeDetails, options: UnitPriceOptions = {}): UnitPrice {
  const overhead = options.overheadPercentage ?? DEFAULT_OVERHEAD_PERCENTAGE;
  const brickType = options.brickType ?? 'bata_merah';
  const labor = details.labor
    .filter((l) => forBrickType(l, brickType))
    .map((l) => ({
      role: l.role,
      ...line(l.code, l.name, 'OH', l.coefficient, l.daily_rate, l.price_source),
    }));
  const materials = details.materials
    .filter((m) => forBrickType(m, brickType))
    .map((m) => line(m.code, m.name, m.unit, m.quantity_per_unit, m.price, m.price_source));
  const equipment = (details.equipment ?? []).map((e) =>
    line(e.code, e.name, e.unit, e.quantity_per_unit, e.price, e.price_source),
  );
  const A = total(labor);
  const B = total(materials);
  const C = total(equipment);
  const D = A + B + C;
  const E = roundRupiah((D * overhead) / 100);
  return {
    job_type: {
      id: details.id,
      code: details.code,
      name: details.name,
      unit: details.unit,
      category_name: details.category_name,
    },
    labor,
    materials,
    equipment,
    A,
    B,
    C,
    D,
    overhead_percentage: overhead,
    E,
    F: D + E,
    ...(details.has_brick_variants && { brick_type: brickType }),
  };
}
