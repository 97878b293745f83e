import { calculateBeam, validateBeam } from '@kalkulator/core';
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
  width: '20',
  height: '30',
  length: '4',
  cover: '2,5',
  count: '1',
  topBars: '2',
  topDiameter: '13',
  bottomBars: '3',
  bottomDiameter: '13',
  stirrupDiameter: '8',
  stirrupSpacing: '15',
  grade: 'K-225',
};
type BeamField = keyof typeof DEFAULTS;

const NUMBER_FIELDS: { key: BeamField; label: string; suffix: string }[] = [
  { key: 'width', label: 'Lebar balok (b)', suffix: 'cm' },
  { key: 'height', label: 'Tinggi balok (h)', suffix: 'cm' },
  { key: 'length', label: 'Panjang balok (L)', suffix: 'm' },
  { key: 'cover', label: 'Selimut beton', suffix: 'cm' },
  { key: 'count', label: 'Jumlah balok', suffix: 'bh' },
];

export default function BeamCalculatorPage() {
  const [values, setValues, reset] = useDraft('calculator:balok', DEFAULTS);
  const { result, errors } = useLiveCalculation(values, validateBeam, calculateBeam);
  const cost = useCostEstimate();
  const set = (key: BeamField) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const costResult = cost.costOf(result);

  const rows = result
    ? [
        row('concrete', 'Volume beton', result.concreteM3, 'm³', 3),
        row('formwork', 'Luas bekisting (alas + 2 sisi)', result.formworkM2, 'm²', 2),
        row('main-length', 'Panjang tulangan utama total', result.mainBarsTotalM, 'm', 2),
        row('main-weight', 'Berat tulangan utama', result.mainBarsKg, 'kg', 2),
        row('stirrup-count', 'Jumlah sengkang', result.stirrupCount, 'bh', 0),
        row('stirrup-length', 'Panjang satu sengkang', result.stirrupLengthM, 'm', 3),
        row('stirrup-weight', 'Berat sengkang', result.stirrupsKg, 'kg', 2),
        row('steel-weight', 'Berat besi total', result.steelKg, 'kg', 2),
        row(
          'stock-bars',
          'Besi 12 m dibutuhkan',
          result.bars.reduce((sum, bar) => sum + bar.stockBars, 0),
          'batang',
          0,
        ),
        ...materialRows(result.materials),
        ...(costResult ? costRows(costResult) : []),
      ]
    : null;

  const bar = (count: BeamField, diameter: BeamField, label: string) => (
    <div className="grid grid-cols-2 gap-3">
      <NumberField
        label={`Jumlah ${label}`}
        name={count}
        value={values[count]}
        onChange={set(count)}
        error={errors[count]}
        suffix="bh"
      />
      <SelectField
        label={`Diameter ${label}`}
        name={diameter}
        value={values[diameter]}
        options={DIAMETER_OPTIONS}
        onChange={(event) => set(diameter)(event.target.value)}
        error={errors[diameter]}
      />
    </div>
  );

  return (
    <CalculatorScreen
      onReset={reset}
      id="balok"
      title="Kalkulator Struktur (Balok)"
      intro="Balok beton bertulang: volume beton, bekisting, tulangan utama dan sengkang (panjang, berat, batang 12 m), serta semen, pasir, kerikil dan air sesuai mutu beton."
      inputs={values}
      rows={rows}
      details={result && <BarTable bars={result.bars} />}
      handOff={
        result
          ? [
              concreteHandOff(result.concreteM3, values.grade),
              {
                key: 'formwork',
                label: 'Bekisting',
                value: result.formworkM2,
                unit: 'm²',
                search: 'bekisting balok',
              },
              steelHandOff(result.steelKg),
            ]
          : undefined
      }
      sources="SNI 7394:2008 (campuran beton per m³; pasir 1.400 kg/m³, kerikil 1.350 kg/m³); berat besi 0,00617·d² kg/m (SNI 2052:2017); kait 90° 12d dan kait sengkang 135° 6d ≥ 75 mm (SNI 2847:2019); jumlah sengkang ⌈(L − 2·selimut)/s⌉ + 1; tanpa sambungan lewatan."
      form={
        <>
          <div className="grid grid-cols-2 gap-3">
            {NUMBER_FIELDS.map((field) => (
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
            <SelectField
              label="Mutu beton"
              name="grade"
              value={values.grade}
              options={GRADE_OPTIONS}
              onChange={(event) => set('grade')(event.target.value)}
              error={errors.grade}
            />
          </div>
          {bar('topBars', 'topDiameter', 'tulangan atas')}
          {bar('bottomBars', 'bottomDiameter', 'tulangan bawah')}
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Diameter sengkang"
              name="stirrupDiameter"
              value={values.stirrupDiameter}
              options={DIAMETER_OPTIONS}
              onChange={(event) => set('stirrupDiameter')(event.target.value)}
              error={errors.stirrupDiameter}
            />
            <NumberField
              label="Jarak sengkang"
              name="stirrupSpacing"
              value={values.stirrupSpacing}
              onChange={set('stirrupSpacing')}
              error={errors.stirrupSpacing}
              suffix="cm"
            />
          </div>
          <CostPanel cost={cost} />
        </>
      }
    />
  );
}
