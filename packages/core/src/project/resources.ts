import { formatVolume } from '../format/format';
import { roundRupiah, roundTo } from '../format/number';
import type { UnitPrice, UnitPriceLine } from '../ahsp/unit-price';
import type { BrickType } from '../calculation/types';
import type { PricedProject } from './totals';

// What a project needs to buy and hire: Σ over every catalogue line of its analysis coefficient × volume, for each
// labour role (OH), material and piece of equipment, grouped and sorted by name, with the quantity rounded up to
// what is bought where the unit says so (whole sacks of cement, sticks, sheets, pieces).

export type ResourceGroup = 'labor' | 'materials' | 'equipment';

export const RESOURCE_GROUP_TITLES: Record<ResourceGroup, string> = {
  labor: 'UPAH (TENAGA KERJA)',
  materials: 'BAHAN',
  equipment: 'ALAT',
};

export interface ResourceLine {
  group: ResourceGroup;
  code: string;
  name: string;
  unit: string;
  /** Σ coefficient × volume, exact. */
  quantity: number;
  /** What is bought or hired: whole pieces, days and hours; cement in kg as 50 kg sacks; else up to 0,01. */
  purchase: { quantity: number; unit: string };
  price: number;
  /** round(quantity × price). */
  amount: number;
}

export interface ProjectResources {
  groups: { group: ResourceGroup; title: string; lines: ResourceLine[]; total: number }[];
  /** Lines whose job type's analysis was not at hand (free lines need none). */
  missing: number;
}

/**
 * Units bought or hired whole: a count of pieces, sacks, sticks, sheets, rolls; and time, since a worker (OH,
 * orang-hari) or a hired machine is paid by the whole day or hour: 1,204 OH of a kepala tukang is 2 days' pay.
 */
const WHOLE_UNITS =
  /^(bh|buah|biji|btg|batang|lbr|lembar|zak|sak|unit|titik|roll|rol|kaleng|pail|dus|set|pcs|pasang|ikat|ls|oh|hari|jam)$/i;
export const CEMENT_SACK_KG = 50;

export function purchaseQuantity(
  name: string,
  unit: string,
  quantity: number,
): { quantity: number; unit: string } {
  const exact = roundTo(quantity, 6);
  if (unit === 'kg' && /semen|portland|\bpc\b/i.test(name)) {
    return { quantity: Math.ceil(exact / CEMENT_SACK_KG), unit: `zak ${CEMENT_SACK_KG} kg` };
  }
  if (WHOLE_UNITS.test(unit)) return { quantity: Math.ceil(exact), unit };
  return { quantity: Math.ceil(roundTo(exact * 100, 4)) / 100, unit };
}

/**
 * What to buy of a quantity counted in pieces or sacks, when the quantity itself is not whole: "beli 115 bh" for
 * 114,844 bh of blocks, "beli 20 zak 50 kg" for 975,2 kg of cement; null when there is nothing to round.
 */
export function purchaseHint(name: string, unit: string, quantity: number): string | null {
  const buy = purchaseQuantity(name, unit, quantity);
  const cement = buy.unit !== unit;
  if (!cement && (!WHOLE_UNITS.test(unit) || Number.isInteger(roundTo(quantity, 6)))) return null;
  return `beli ${formatVolume(buy.quantity)} ${buy.unit}`;
}

/**
 * A material's need as the result screen and the single report write it, with what to buy when that differs:
 * "143,75 kg (beli 3 zak 50 kg)", the need with the decimals it has (up to 4).
 */
export function needWithPurchase(name: string, unit: string, quantity: number): string {
  const hint = purchaseHint(name, unit, quantity);
  const need = `${formatVolume(quantity)} ${unit}`.trim();
  return hint ? `${need} (${hint})` : need;
}

/**
 * The project's totals of labour, materials and equipment; `analysis(jobTypeId, brickType)` gives a line's
 * analysis, of its own brick type (a bata ringan wall needs hebel and thin-bed mortar, not bata merah and sand).
 */
export function projectResources(
  priced: PricedProject,
  analysis: (jobTypeId: number, brickType: BrickType | null) => UnitPrice | undefined,
): ProjectResources {
  const found = new Map<string, Omit<ResourceLine, 'purchase' | 'amount'>>();
  let missing = 0;
  const add = (group: ResourceGroup, line: UnitPriceLine, volume: number) => {
    const key = `${group}|${line.code}|${line.name}|${line.unit}`;
    const entry = found.get(key) ?? {
      group,
      code: line.code,
      name: line.name,
      unit: line.unit,
      quantity: 0,
      price: line.price,
    };
    entry.quantity += line.coefficient * volume;
    found.set(key, entry);
  };
  for (const division of priced.divisions) {
    for (const item of division.items) {
      if (item.job_type_id === null) continue;
      const lines = analysis(item.job_type_id, item.brick_type ?? null);
      if (!lines) {
        missing += 1;
        continue;
      }
      for (const line of lines.labor) add('labor', line, item.volume);
      for (const line of lines.materials) add('materials', line, item.volume);
      for (const line of lines.equipment) add('equipment', line, item.volume);
    }
  }
  const groups = (['labor', 'materials', 'equipment'] as const).map((group) => {
    const lines = [...found.values()]
      .filter((line) => line.group === group)
      .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.code.localeCompare(b.code))
      .map((line) => ({
        ...line,
        purchase: purchaseQuantity(line.name, line.unit, line.quantity),
        amount: roundRupiah(line.quantity * line.price),
      }));
    return {
      group,
      title: RESOURCE_GROUP_TITLES[group],
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
    };
  });
  return { groups: groups.filter((group) => group.lines.length > 0), missing };
}
