import { calculateFootplate, validateFootplate } from '@kalkulator/core';
import { SelectField } from '../../../components/ui/Field';
import { useDraft } from '../../../lib/drafts';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { CostPanel } from '../components/CostPanel';
import { NumberField } from '../components/NumberField';
import {
  BarTable,
  concreteHandOff,
  costRows,
  DIAMETER_OPTIONS,
  GRADE_OPTIONS,
  materialRows,
  steelHandOff,
  useCostEstimate,
} from '../components/structure';
import { row } from '../rows';
import { useLiveCalculation } from '../useLiveCalculation';

const DEFAULTS = {
  length: '100',
  width: '100',
  thickness: '25',
  stubLength: '30',
  stubWidth: '30',
  stubHeight: '75',
  depth: '100',
  workspace: '20',
  cover: '5',
  barDiameter: '12',
  spacing: '15',
  count: '1',
  grade: 'K-225',
};
type FootplateField = keyof typeof DEFAULTS;

const GROUPS: { title: string; fields: { key: FootplateField; label: string; suffix: string }[] }[] = [
  {
    title: 'Pelat',
    fields: [
      { key: 'length', label: 'Panjang pelat', suffix: 'cm' },
      { key: 'width', label: 'Lebar pelat', suffix: 'cm' },
      { key: 'thickness', label: 'Tebal pelat', suffix: 'cm' },
      { key: 'count', label: 'Jumlah footplate', suffix: 'bh' },
    ],
  },
  {
    title: 'Stek kolom',
    fields: [
      { key: 'stubLength', label: 'Panjang stek kolom', suffix: 'cm' },
      { key: 'stubWidth', label: 'Lebar stek kolom', suffix: 'cm' },
      { key: 'stubHeight', label: 'Tinggi stek kolom', suffix: 'cm' },
    ],
  },
  {
    title: 'Galian dan tulangan',
    fields: [
      { key: 'depth', label: 'Kedalaman galian', suffix: 'cm' },
      { key: 'workspace', label: 'Ruang kerja tiap sisi', suffix: 'cm' },
      { key: 'cover', label: 'Selimut beton', suffix: 'cm' },
      { key: 'spacing', label: 'Jarak tulangan', suffix: 'cm' },
    ],
  },
];

export default function FootplateCalculatorPage() {
  const [values, setValues, reset] = useDraft('calculator:footplate', DEFAULTS);
  const { result, errors } = useLiveCalculation(values, validateFootplate, calculateFootplate);
  const cost = useCostEstimate();
  const set = (key: FootplateField) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const costResult = cost.costOf(result);

  const rows = result
    ? [
        row('concrete', 'Volume beton (pelat + stek)', result.concreteM3, 'm³', 3),
        row('bars-each-way', 'Tulangan sejajar panjang, per footplate', result.barsAlongLength, 'bh', 0),
        row('bars-other-way', 'Tulangan sejajar lebar, per footplate', result.barsAlongWidth, 'bh', 0),
        row('steel-length', 'Panjang tulangan total', result.steelTotalM, 'm', 2),
        row('steel-weight', 'Berat besi total', result.steelKg, 'kg', 2),
        row('stock-bars', 'Besi 12 m dibutuhkan', result.bars[0]?.stockBars ?? 0, 'batang', 0),
        row('excavation', 'Volume galian', result.excavationM3, 'm³', 3),
        row('backfill', 'Volume urugan kembali', result.backfillM3, 'm³', 3),
        ...materialRows(result.materials),
        ...(costResult ? costRows(costResult) : []),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="footplate"
      title="Kalkulator Footplate"
      intro="Pondasi telapak dengan stek kolom: volume beton, tulangan anyaman dua arah, galian, urugan kembali, serta semen, pasir, kerikil dan air."
      inputs={values}
      rows={rows}
      details={result && <BarTable bars={result.bars} />}
      handOff={
        result
          ? [
              concreteHandOff(result.concreteM3, values.grade),
              {
                key: 'excavation',
                label: 'Galian',
                value: result.excavationM3,
                unit: 'm³',
                search: 'galian',
              },
              {
                key: 'backfill',
                label: 'Urugan kembali',
                value: result.backfillM3,
                unit: 'm³',
                search: 'urugan',
              },
              steelHandOff(result.steelKg),
            ]
          : undefined
      }
      sources="SNI 7394:2008 (campuran beton per m³); berat besi 0,00617·d² kg/m (SNI 2052:2017); tulangan lurus satu lapis dua arah, ⌈(bentang − 2·selimut)/jarak⌉ + 1 batang; galian tegak (panjang + 2·ruang kerja)·(lebar + 2·ruang kerja)·kedalaman; urugan = galian − beton di bawah muka tanah."
      form={
        <>
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="space-y-3">
              <legend className="text-sm font-semibold text-slate-800">{group.title}</legend>
              <div className="grid grid-cols-2 gap-3">
                {group.fields.map((field) => (
                  <NumberField
                    key={field.key}
                    label={field.label}
                    name={field.key}
                    value={values[field.key]}
                    onChange={set(field.key)}
                    error={errors[field.key]}
                    suffix={field.suffix}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Diameter tulangan"
              name="barDiameter"
              value={values.barDiameter}
              options={DIAMETER_OPTIONS}
              onChange={(event) => set('barDiameter')(event.target.value)}
              error={errors.barDiameter}
            />
            <SelectField
              label="Mutu beton"
              name="grade"
              value={values.grade}
              options={GRADE_OPTIONS}
              onChange={(event) => set('grade')(event.target.value)}
              error={errors.grade}
            />
          </div>
          <CostPanel cost={cost} />
        </>
      }
    />
  );
}
