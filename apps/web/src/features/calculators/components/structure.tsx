import { ChoiceField, type FieldsProps } from './fields';
import {
  BAR_DIAMETERS,
  CONCRETE_GRADE_KEYS,
  CONCRETE_GRADES,
  DEFAULT_STRUCTURE_PRICES,
  formatQuantity,
  structurePricesSchema,
  validateWith,
  structureCostOf,
  type BarGroup,
  type ConcreteMaterials,
  type StructureCost,
  type StructurePrices,
} from '@kalkulator/core';
import { useDraft } from '../../../lib/drafts';
import { useCataloguePrices } from '../api/prices';
import type { HandOffOption } from './HandOff';
import { row, type ResultRow } from '../rows';

// Pieces shared by the beam and footplate screens: grade and bar options, material rows, bar table, costs.

export const GRADE_OPTIONS = CONCRETE_GRADE_KEYS.map((grade) => ({
  value: grade,
  label: `${grade} (fc′ ${CONCRETE_GRADES[grade].mpa} MPa)`,
}));

export const DIAMETER_OPTIONS = BAR_DIAMETERS.map((d) => ({
  value: String(d),
  label: d <= 12 ? `Ø${d} (polos)` : `D${d} (ulir)`,
}));

/** The concrete volume, handed to the concrete job of the chosen grade, e.g. "Beton mutu fc′ 19,3 MPa (K-225)". */
export function concreteHandOff(concreteM3: number, grade: string): HandOffOption {
  return {
    key: 'concrete',
    label: 'Volume beton',
    value: concreteM3,
    unit: 'm³',
    search: 'beton',
    prefer: ['Beton mutu', `(${grade})`],
    preferLabel: grade,
  };
}

/** The hand-off of a concrete structure: its concrete first, then `others` (formwork, excavation …), then the steel. */
export function structureHandOff(
  result: { concreteM3: number; steelKg: number },
  grade: string,
  others: HandOffOption[],
): HandOffOption[] {
  return [concreteHandOff(result.concreteM3, grade), ...others, steelHandOff(result.steelKg)];
}

/** The concrete grade (mutu beton) of a structure. */
/** The concrete grade over a whole row: "K-225 (fc′ 19,3 MPa)" was cut short in half a phone's width. */
export function GradeField<K extends string>(props: FieldsProps<K | 'grade'>) {
  return (
    <div className="col-span-2">
      <ChoiceField name="grade" label="Mutu beton" options={GRADE_OPTIONS} {...props} />
    </div>
  );
}

export function steelHandOff(steelKg: number): HandOffOption {
  return {
    key: 'steel',
    label: 'Pembesian',
    value: steelKg,
    unit: 'kg',
    search: 'pembesian',
    prefer: 'Pembesian',
  };
}

export function materialRows(materials: ConcreteMaterials): ResultRow[] {
  return [
    row('cement', 'Semen (PC)', materials.cementKg, 'kg', 2),
    row('cement-sacks-50', 'Semen sak 50 kg', materials.cementSacks50, 'sak', 0),
    row('cement-sacks-40', 'Semen sak 40 kg', materials.cementSacks40, 'sak', 0),
    row('sand', 'Pasir beton', materials.sandM3, 'm³', 3),
    row('gravel', 'Kerikil / split', materials.gravelM3, 'm³', 3),
    row('water', 'Air', materials.waterL, 'liter', 1),
  ];
}

export function costRows(cost: StructureCost): ResultRow[] {
  return [
    row('cost-cement', 'Biaya semen', cost.cement, 'Rp', 0),
    row('cost-sand', 'Biaya pasir', cost.sand, 'Rp', 0),
    row('cost-gravel', 'Biaya kerikil', cost.gravel, 'Rp', 0),
    row('cost-water', 'Biaya air', cost.water, 'Rp', 0),
    row('cost-steel-kg', 'Besi dibeli (batang 12 m utuh)', cost.steelKg, 'kg', 2),
    row('cost-steel', 'Biaya besi', cost.steel, 'Rp', 0),
    row('cost-total', 'Perkiraan biaya material', cost.total, 'Rp', 0),
  ];
}

export function BarTable({ bars }: { bars: BarGroup[] }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" data-testid="bar-table">
        <caption className="mb-2 text-left font-semibold text-slate-800">Kebutuhan besi per diameter</caption>
        <thead className="text-left text-slate-500">
          <tr>
            <th className="py-1 pr-2 font-medium">Diameter</th>
            <th className="py-1 pr-2 text-right font-medium">Panjang</th>
            <th className="py-1 pr-2 text-right font-medium">Berat</th>
            <th className="py-1 text-right font-medium">Batang 12 m</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {bars.map((bar) => (
            <tr key={bar.diameter} className="border-t border-slate-100" data-testid={`bar-${bar.diameter}`}>
              <td className="py-1 pr-2">{bar.diameter <= 12 ? `Ø${bar.diameter}` : `D${bar.diameter}`}</td>
              <td className="py-1 pr-2 text-right">{formatQuantity(bar.lengthM, 2)} m</td>
              <td className="py-1 pr-2 text-right">{formatQuantity(bar.weightKg, 2)} kg</td>
              <td className="py-1 text-right">{formatQuantity(bar.stockBars, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const PRICE_FIELDS: { key: keyof StructurePrices; label: string; unit: string }[] = [
  { key: 'cement', label: 'Harga semen', unit: 'Rp/kg' },
  { key: 'sand', label: 'Harga pasir beton', unit: 'Rp/m³' },
  { key: 'gravel', label: 'Harga kerikil / split', unit: 'Rp/m³' },
  { key: 'water', label: 'Harga air', unit: 'Rp/L' },
  { key: 'steel', label: 'Harga besi beton', unit: 'Rp/kg' },
];

/** The prices as the fields show them: the Indonesian way, as a user types them (370.000, not 370000). */
const asText = (prices: Partial<StructurePrices>) =>
  Object.fromEntries(
    PRICE_FIELDS.map(({ key }) => [key, formatQuantity(prices[key] ?? DEFAULT_STRUCTURE_PRICES[key], 2)]),
  );

/** The cost part of a calculator's draft: the toggle, and the prices as typed once one is (`typed`). */
const COST_DRAFT = { enabled: false, typed: false, cement: '', sand: '', gravel: '', water: '', steel: '' };

/**
 * The optional material cost: prices from the catalogue (or the defaults), each editable; the toggle and the typed
 * prices kept with the calculator's draft (`draftKey`) until `reset`, as its form is.
 */
export function useCostEstimate(draftKey: string) {
  const [draft, setDraft, reset] = useDraft(`${draftKey}:biaya`, COST_DRAFT);
  const catalogue = useCataloguePrices(draft.enabled);
  const values = draft.typed
    ? Object.fromEntries(PRICE_FIELDS.map(({ key }) => [key, draft[key]]))
    : asText({ ...DEFAULT_STRUCTURE_PRICES, ...catalogue.data });
  const validation = validateWith(structurePricesSchema, values);
  const prices = draft.enabled && validation.success ? validation.data : null;
  return {
    enabled: draft.enabled,
    setEnabled: (enabled: boolean) => setDraft((current) => ({ ...current, enabled })),
    fields: PRICE_FIELDS,
    values,
    setPrice: (key: keyof StructurePrices, value: string) =>
      // The first price typed fixes the others as shown (the catalogue's may change meanwhile).
      setDraft((current) => ({ ...current, ...(current.typed ? {} : values), [key]: value, typed: true })),
    fromCatalogue: Boolean(catalogue.data) && !draft.typed,
    loading: catalogue.isFetching,
    errors: validation.success ? {} : validation.errors,
    prices,
    /** Back to no cost and the catalogue's prices (the calculator's Reset). */
    reset,
    /** What a structure's materials and steel (the stock bars bought) cost at these prices, when asked for. */
    costOf(result: { materials: ConcreteMaterials; bars: readonly BarGroup[] } | null): StructureCost | null {
      return result && prices ? structureCostOf(result, prices) : null;
    },
  };
}
