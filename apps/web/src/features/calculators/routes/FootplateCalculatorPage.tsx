import { calculateFootplate, parseIdNumber, validateFootplate } from '@kalkulator/core';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { CostPanel } from '../components/CostPanel';
import { ChoiceField, NumberFields, type NumberFieldDef } from '../components/fields';
import {
  BarTable,
  costRows,
  DIAMETER_OPTIONS,
  GradeField,
  materialRows,
  structureHandOff,
  useCostEstimate,
} from '../components/structure';
import { row } from '../rows';
import { useCalculatorForm } from '../useLiveCalculation';

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

const GROUPS: { title: string; fields: NumberFieldDef<FootplateField>[] }[] = [
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

/**
 * The catalogue's excavation job of a pit this deep (cm): "Galian tanah biasa sedalam 1 m", "… 1–2 m", "… 2–3 m"
 * (AHSP prices deeper digging higher). Deeper than 3 m there is none, and the user is asked to choose.
 */
const digDepthBand = (depthCm: number) =>
  depthCm <= 100
    ? 'sedalam 1 m'
    : depthCm <= 200
      ? 'sedalam 1–2 m'
      : depthCm <= 300
        ? 'sedalam 2–3 m'
        : 'sedalam lebih dari 3 m';

export default function FootplateCalculatorPage() {
  const { values, reset, result, fieldProps } = useCalculatorForm(
    'calculator:footplate',
    DEFAULTS,
    validateFootplate,
    calculateFootplate,
  );
  const cost = useCostEstimate('calculator:footplate');
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
      onReset={() => {
        reset();
        cost.reset();
      }}
      id="footplate"
      title="Kalkulator Footplate"
      intro="Pondasi telapak dengan stek kolom: volume beton, tulangan anyaman dua arah, galian, urugan kembali, serta semen, pasir, kerikil dan air."
      inputs={values}
      rows={rows}
      details={result && <BarTable bars={result.bars} />}
      handOff={
        result
          ? structureHandOff(result, values.grade, [
              {
                key: 'excavation',
                label: 'Galian',
                value: result.excavationM3,
                unit: 'm³',
                search: 'galian',
                prefer: ['Galian tanah biasa', digDepthBand(parseIdNumber(values.depth))],
                preferLabel: `tanah biasa, kedalaman ${values.depth} cm`,
              },
              {
                key: 'backfill',
                label: 'Urugan kembali',
                value: result.backfillM3,
                unit: 'm³',
                search: 'urugan',
                prefer: 'Urugan tanah kembali',
              },
            ])
          : undefined
      }
      sources="SNI 7394:2008 (campuran beton per m³); berat besi 0,00617·d² kg/m (SNI 2052:2017); tulangan lurus satu lapis dua arah, ⌈(bentang − 2·selimut)/jarak⌉ + 1 batang; besi 12 m menurut rencana potong (setiap potongan utuh dari satu batang); galian tegak (panjang + 2·ruang kerja)·(lebar + 2·ruang kerja)·kedalaman; urugan = galian − beton di bawah muka tanah."
      form={
        <>
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="space-y-3">
              <legend className="text-sm font-semibold text-slate-800">{group.title}</legend>
              <NumberFields fields={group.fields} {...fieldProps} />
            </fieldset>
          ))}
          <div className="space-y-3">
            <ChoiceField
              name="barDiameter"
              label="Diameter tulangan"
              options={DIAMETER_OPTIONS}
              {...fieldProps}
            />
            <GradeField {...fieldProps} />
          </div>
          <CostPanel cost={cost} />
        </>
      }
    />
  );
}
