import { calculateBeam, formatQuantity, validateBeam } from '@kalkulator/core';
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

const STIRRUP_FIELDS: NumberFieldDef<BeamField>[] = [
  { key: 'stirrupSpacing', label: 'Jarak sengkang', suffix: 'cm' },
];

const NUMBER_FIELDS: NumberFieldDef<BeamField>[] = [
  { key: 'width', label: 'Lebar balok (b)', suffix: 'cm' },
  { key: 'height', label: 'Tinggi balok (h)', suffix: 'cm' },
  { key: 'length', label: 'Panjang balok (L)', suffix: 'm' },
  { key: 'cover', label: 'Selimut beton', suffix: 'cm' },
  // Over a whole row, as the grade under it: no half row left empty on a phone.
  { key: 'count', label: 'Jumlah balok', suffix: 'bh', wide: true },
];

export default function BeamCalculatorPage() {
  const { values, reset, result, fieldProps } = useCalculatorForm(
    'calculator:balok',
    DEFAULTS,
    validateBeam,
    calculateBeam,
  );
  const cost = useCostEstimate('calculator:balok');
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
    <NumberFields fields={[{ key: count, label: `Jumlah ${label}`, suffix: 'bh' }]} {...fieldProps}>
      <ChoiceField name={diameter} label={`Diameter ${label}`} options={DIAMETER_OPTIONS} {...fieldProps} />
    </NumberFields>
  );

  return (
    <CalculatorScreen
      onReset={() => {
        reset();
        cost.reset();
      }}
      id="balok"
      title="Kalkulator Struktur (Balok)"
      intro="Balok beton bertulang: volume beton, bekisting, tulangan utama dan sengkang (panjang, berat, batang 12 m), serta semen, pasir, kerikil dan air sesuai mutu beton."
      inputs={values}
      rows={rows}
      details={
        result && (
          <>
            {result.splicedMainBarM !== null && (
              <p
                role="note"
                data-testid="lap-splice-warning"
                className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                Tulangan utama {formatQuantity(result.splicedMainBarM, 2)} m lebih panjang dari besi 12 m,
                jadi disambung dari beberapa batang. Panjang sambungan lewatannya (SNI 2847:2019 §25.5,
                menurut gambar kerja) belum termasuk dalam panjang, berat dan jumlah besi di sini: tambahkan
                sebelum membeli.
              </p>
            )}
            <BarTable bars={result.bars} />
          </>
        )
      }
      handOff={
        result
          ? structureHandOff(result, values.grade, [
              {
                key: 'formwork',
                label: 'Bekisting',
                value: result.formworkM2,
                unit: 'm²',
                search: 'bekisting balok',
                prefer: 'Bekisting balok',
              },
            ])
          : undefined
      }
      sources="SNI 7394:2008 (campuran beton per m³; pasir 1.400 kg/m³, kerikil 1.350 kg/m³); berat besi 0,00617·d² kg/m (SNI 2052:2017); kait 90° 12d dan kait sengkang 135° 6d ≥ 75 mm (SNI 2847:2019); jumlah sengkang ⌈(L − 2·selimut)/s⌉ + 1; besi 12 m menurut rencana potong: setiap potongan utuh dari satu batang, sisa potongan dipakai untuk potongan lebih pendek berdiameter sama; tanpa sambungan lewatan."
      form={
        <>
          <NumberFields fields={NUMBER_FIELDS} {...fieldProps}>
            <GradeField {...fieldProps} />
          </NumberFields>
          {bar('topBars', 'topDiameter', 'tulangan atas')}
          {bar('bottomBars', 'bottomDiameter', 'tulangan bawah')}
          <NumberFields fields={STIRRUP_FIELDS} {...fieldProps}>
            <ChoiceField
              name="stirrupDiameter"
              label="Diameter sengkang"
              options={DIAMETER_OPTIONS}
              {...fieldProps}
            />
          </NumberFields>
          <CostPanel cost={cost} />
        </>
      }
    />
  );
}
