import { calculateVolume, validateVolume, VOLUME_SHAPES } from '@kalkulator/core';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { useDraft } from '../../../lib/drafts';
import { ShapeListFields, storedShapeItems, type ShapeItemValues } from '../components/ShapeListFields';
import { row } from '../rows';
import { useLiveCalculation } from '../useLiveCalculation';

const DEFAULTS: { items: ShapeItemValues[] } = {
  items: [
    { shape: 'balok', operation: 'tambah', count: '1', size: { panjang: '4', lebar: '3', tinggi: '0,12' } },
  ],
};

export default function VolumeCalculatorPage() {
  const [inputs, setInputs, reset] = useDraft('calculator:volume', DEFAULTS, (stored) => {
    const items = storedShapeItems(stored);
    return items ? { items } : DEFAULTS;
  });
  const { items } = inputs;
  const setItems = (next: ShapeItemValues[]) => setInputs({ items: next });
  const { result, errors } = useLiveCalculation(inputs, validateVolume, calculateVolume);
  const rows = result
    ? [
        ...result.items.map((value, index) => row(`item-${index}`, `Bentuk ${index + 1}`, value, 'm³', 4)),
        row('total', 'Volume total', result.totalM3, 'm³', 4),
        row('liters', 'Dalam liter', result.liters, 'L', 1),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="volume"
      title="Kalkulator Volume"
      intro="Balok/pelat, silinder (kolom bulat, bore pile), prisma trapesium (pondasi menerus) dan kerucut terpancung. Ukuran dalam meter."
      inputs={inputs}
      rows={rows}
      formError={errors.items}
      handOff={
        result
          ? [{ key: 'total', label: 'Volume total', value: result.totalM3, unit: 'm³', search: 'beton' }]
          : undefined
      }
      sources="p·l·t; ¼·π·d²·t; ½·(a + b)·t·p; π·t/12·(D² + D·d + d²); 1 m³ = 1.000 liter."
      form={
        <ShapeListFields shapes={VOLUME_SHAPES} items={items} onChange={setItems} errors={errors} unit="m" />
      }
    />
  );
}
