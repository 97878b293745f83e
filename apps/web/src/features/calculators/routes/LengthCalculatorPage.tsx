import { calculateLength, LENGTH_UNITS, validateLength, type LengthUnit } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/Field';
import { useDraft } from '../../../lib/drafts';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { NumberField } from '../components/NumberField';
import { row } from '../rows';
import { useLiveCalculation } from '../useLiveCalculation';

const UNIT_OPTIONS = LENGTH_UNITS.map((unit) => ({ value: unit, label: unit }));

interface Segment {
  value: string;
  unit: LengthUnit;
}

const DEFAULTS: { segments: Segment[] } = { segments: [{ value: '1', unit: 'm' }] };

/** A stored draft's segments when every one is a typed value with a known unit. */
function storedSegments(stored: unknown): { segments: Segment[] } {
  const segments = (stored as { segments?: unknown } | null)?.segments;
  const valid =
    Array.isArray(segments) &&
    segments.length > 0 &&
    segments.every(
      (segment: Partial<Segment> | null) =>
        typeof segment?.value === 'string' && LENGTH_UNITS.includes(segment.unit as LengthUnit),
    );
  return valid ? { segments: segments as Segment[] } : DEFAULTS;
}

export default function LengthCalculatorPage() {
  const [inputs, setInputs, reset] = useDraft('calculator:panjang', DEFAULTS, storedSegments);
  const { segments } = inputs;
  const setSegments = (change: (list: Segment[]) => Segment[]) =>
    setInputs((current) => ({ segments: change(current.segments) }));
  const { result, errors } = useLiveCalculation(inputs, validateLength, calculateLength);
  const update = (index: number, change: Partial<Segment>) =>
    setSegments((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const rows = result
    ? [
        row('total-m', 'Total dalam meter', result.total.m, 'm', 4),
        ...LENGTH_UNITS.filter((unit) => unit !== 'm').map((unit) =>
          row(`total-${unit}`, `Total dalam ${unit}`, result.total[unit], unit, unit === 'km' ? 6 : 4),
        ),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="panjang"
      title="Kalkulator Panjang"
      intro="Konversi satuan panjang (mm, cm, m, km, inci, kaki, yard) dan jumlah beberapa segmen."
      inputs={inputs}
      rows={rows}
      formError={errors.segments}
      handOff={
        result
          ? [{ key: 'total', label: 'Total panjang', value: result.totalMeters, unit: "m'", search: 'plint' }]
          : undefined
      }
      sources="1 inci = 2,54 cm; 1 kaki = 12 inci = 30,48 cm; 1 yard = 3 kaki = 91,44 cm (definisi internasional 1959)."
      form={
        <>
          {segments.map((segment, index) => (
            <fieldset key={index} className="grid grid-cols-[1fr_7rem] items-start gap-3">
              <legend className="sr-only">Segmen {index + 1}</legend>
              <NumberField
                label={`Segmen ${index + 1}`}
                name={`segments.${index}.value`}
                value={segment.value}
                onChange={(value) => update(index, { value })}
                error={errors[`segments.${index}.value`]}
              />
              <SelectField
                label="Satuan"
                name={`segments.${index}.unit`}
                value={segment.unit}
                options={UNIT_OPTIONS}
                onChange={(event) => update(index, { unit: event.target.value as LengthUnit })}
                error={errors[`segments.${index}.unit`]}
              />
              {segments.length > 1 && (
                <Button
                  variant="ghost"
                  className="col-span-2 justify-self-end"
                  data-testid={`remove-segment-${index}`}
                  onClick={() => setSegments((list) => list.filter((_, i) => i !== index))}
                >
                  Hapus segmen {index + 1}
                </Button>
              )}
            </fieldset>
          ))}
          <Button
            variant="secondary"
            data-testid="add-segment"
            onClick={() => setSegments((list) => [...list, { value: '', unit: list.at(-1)?.unit ?? 'm' }])}
          >
            + Tambah segmen
          </Button>
        </>
      }
    />
  );
}
