import { QUANTITY_DECIMALS, formatQuantity, formatVolume } from '../format/format';
import { roundRupiah, roundTo } from '../format/number';
import type { UnitPrice, UnitPriceLine } from '../ahsp/unit-price';
import type { BrickType } from '../calculation/types';
import { PRICED_QUANTITY_DECIMALS, pricedQuantity } from '../calculation/priced-quantity';
import { THIN_BED_SACK_KG } from '../calculators/brick';
import type { PricedProject } from './totals';

// What a project needs to buy and hire: Σ over every catalogue line of its analysis coefficient × volume, for each
// labour role (OH), material and piece of equipment, grouped and sorted by name, with the quantity rounded up to
// what is bought where the unit says so (whole sacks of cement and thin-bed mortar, sticks, sheets, pieces).
// Each amount is priced from the need as printed (4 decimals), so every row multiplies out. A total may differ a
// little from Σ volume × A (or B, C) of the analyses: an analysis rounds each of its lines, coefficient × price,
// to whole rupiah per unit of volume, the Kebutuhan rounds once per resource over the whole project.

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
  /**
   * Σ coefficient × volume to the 4 decimals every document prints it with (formatVolume, the sheet's quantity
   * style): the figure the amount is priced from.
   */
  quantity: number;
  /**
   * What is bought or hired, of the exact Σ: whole pieces, days and hours; cement in 50 kg sacks, thin-bed mortar
   * in 40 kg bags.
   */
  purchase: { quantity: number; unit: string };
  price: number;
  /** round(quantity × price): the printed need times the printed price gives the printed amount. */
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

/**
 * Materials counted in kg but bought in bags (DOMAIN.md): Portland cement in 50 kg sacks (40 kg ones exist too,
 * taken when the name says "40 kg"), thin-bed mortar for bata ringan in 40 kg bags. Grout (semen warna, nat) is
 * not cement sold by the sack; with no pack size known it is bought by the kg, like white cement and other
 * ready mixes whose bag the catalogue does not give.
 */
type BaggedMaterial = 'portland' | 'thin_bed' | 'loose';

const THIN_BED = /thin[\s-]?bed|perekat\s+(bata\s+ringan|hebel)|mortar\s+(instan|perekat)/i;
const NOT_PORTLAND = /\bnat\b|grout|semen\s+(warna|putih|instan)|mortar|perekat/i;
const PORTLAND = /semen|portland|\b(pc|opc|pcc|ppc)\b/i;
/** The default catalogue's codes (apps/api seed), for a material renamed past what its name says. */
const SEED_MATERIALS: Record<string, BaggedMaterial> = {
  'M.01': 'portland', // Semen Portland (PC), "Dijual per sak 50 kg"
  'M.09': 'thin_bed', // Mortar perekat bata ringan (thin bed), "Dijual per sak 40 kg"
  'M.25': 'loose', // Semen warna (nat)
};

function baggedMaterial(name: string, code: string | undefined): BaggedMaterial | null {
  // The name decides where it says what the material is: catalogues renumber (an import brings its own codes).
  if (THIN_BED.test(name)) return 'thin_bed';
  if (NOT_PORTLAND.test(name)) return 'loose';
  if (PORTLAND.test(name)) return 'portland';
  return (code !== undefined && SEED_MATERIALS[code.trim()]) || null;
}

/** The bag a kg material is bought in: a size the name states ("Semen PC 40 kg"), else the usual one. */
function bagKg(name: string, kind: BaggedMaterial): number | null {
  if (kind === 'loose') return null;
  const stated = /\b(\d{1,3})\s*kg\b/i.exec(name);
  const size = stated ? Number(stated[1]) : 0;
  if (size > 0) return size;
  return kind === 'portland' ? CEMENT_SACK_KG : THIN_BED_SACK_KG;
}

/**
 * What is bought of a quantity: whole pieces, days and hours; Portland cement in kg as 50 kg sacks and thin-bed
 * mortar as 40 kg bags; else up to 0,01. `code` is the material's catalogue code, where the caller has it.
 */
export function purchaseQuantity(
  name: string,
  unit: string,
  quantity: number,
  code?: string,
): { quantity: number; unit: string } {
  const exact = roundTo(quantity, 6);
  const kind = unit === 'kg' ? baggedMaterial(name, code) : null;
  const bag = kind ? bagKg(name, kind) : null;
  if (bag) return { quantity: Math.ceil(exact / bag), unit: `zak ${bag} kg` };
  if (WHOLE_UNITS.test(unit)) return { quantity: Math.ceil(exact), unit };
  return { quantity: Math.ceil(roundTo(exact * 100, 4)) / 100, unit };
}

/**
 * What to buy of a quantity counted in pieces or sacks, when the quantity itself is not whole: "beli 115 bh" for
 * 114,844 bh of blocks, "beli 20 zak 50 kg" for 975,2 kg of cement; null when there is nothing to round.
 */
export function purchaseHint(name: string, unit: string, quantity: number, code?: string): string | null {
  const buy = purchaseQuantity(name, unit, quantity, code);
  const bagged = buy.unit !== unit;
  if (!bagged && (!WHOLE_UNITS.test(unit) || Number.isInteger(roundTo(quantity, 6)))) return null;
  return `beli ${formatVolume(buy.quantity)} ${buy.unit}`;
}

/**
 * A material's need as the result screen and the single report write it, with what to buy when that differs:
 * "143,75 kg (beli 3 zak 50 kg)", with the decimals it has (up to 4). Given the line's price and cost, the need is
 * the quantity the cost was priced from (pricedQuantity), so "need × price = cost" multiplies out: "0,05375 m³",
 * not the stored 0,0538.
 */
export function needWithPurchase(
  name: string,
  unit: string,
  quantity: number,
  options: { code?: string; price?: number; cost?: number } = {},
): string {
  const { code, price, cost } = options;
  const isPriced = price !== undefined && cost !== undefined;
  const need = isPriced ? pricedQuantity(quantity, price, cost) : quantity;
  const hint = purchaseHint(name, unit, need, code);
  const shown = isPriced ? formatQuantity(need, PRICED_QUANTITY_DECIMALS) : formatVolume(need);
  const text = `${shown} ${unit}`.trim();
  return hint ? `${text} (${hint})` : text;
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
      .map((line) => {
        // Priced from the printed need, not the exact Σ: 1,35045 m³ prints as 1,3505, and 1,3505 × Rp 6.500.000
        // must read Rp 8.778.250 on the screen, in the PDF and in the sheet's own ROUND(E × H) (was Rp 8.777.925).
        // What is bought follows the same printed need: 114,00003 bh prints as 114 and is bought as 114, not 115.
        const quantity = roundTo(line.quantity, QUANTITY_DECIMALS);
        return {
          ...line,
          quantity,
          purchase: purchaseQuantity(line.name, line.unit, quantity, line.code),
          amount: roundRupiah(quantity * line.price),
        };
      });
    return {
      group,
      title: RESOURCE_GROUP_TITLES[group],
      lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
    };
  });
  return { groups: groups.filter((group) => group.lines.length > 0), missing };
}
