import { AREA_SHAPES, calculateArea, validateArea } from '@kalkulator/core';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { useDraft } from '../../../lib/drafts';
import { ShapeListFields, storedShapeItems, type ShapeItemValues } from '../components/ShapeListFields';
import { row } from '../rows';
import { useLiveCalculation } from '../useLiveCalculation';

const DEFAULTS: { items: ShapeItemValues[] } = {
  items: [{ shape: 'persegi_panjang', operation: 'tambah', count: '1', size: { panjang: '4', lebar: '3' } }],
};

export default function AreaCalculatorPage() {
  const [inputs, setInputs, reset] = useDraft('calculator:luas', DEFAULTS, (stored) => {
    const items = storedShapeItems(stored);
    return items ? { items } : DEFAULTS;
  });
  const { items } = inputs;
  const setItems = (next: ShapeItemValues[]) => setInputs({ items: next });
  const { result, errors } = useLiveCalculation(inputs, validateArea, calculateArea);
  const rows = result
    ? [
        ...result.items.map((value, index) => row(`item-${index}`, `Bentuk ${index + 1}`, value, 'm²', 4)),
        row('total', 'Luas total', result.totalM2, 'm²', 4),
        row('total-cm2', 'Dalam cm²', result.conversions.cm2, 'cm²', 2),
        row('total-ft2', 'Dalam kaki persegi', result.conversions.ft2, 'ft²', 3),
        row('total-are', 'Dalam are', result.conversions.are, 'are', 6),
        row('total-ha', 'Dalam hektare', result.conversions.hektare, 'ha', 8),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="luas"
      title="Kalkulator Luas"
      intro="Persegi panjang, persegi, segitiga, trapesium dan lingkaran; gabungkan bentuk dengan menambah atau mengurangi (misal dinding dikurangi jendela). Ukuran dalam meter."
      inputs={inputs}
      rows={rows}
      formError={errors.items}
      handOff={
        result
          ? [{ key: 'total', label: 'Luas total', value: result.totalM2, unit: 'm²', search: 'dinding' }]
          : undefined
      }
      sources="rumus geometri bidang: p·l, s², ½·a·t, ½·(a + b)·t, ¼·π·d²; 1 are = 100 m², 1 ha = 10.000 m², 1 ft² = 0,09290304 m²."
      form={
        <ShapeListFields shapes={AREA_SHAPES} items={items} onChange={setItems} errors={errors} unit="m" />
      }
    />
  );
}
