import {
  ACIAN_CEMENT_KG_PER_M2,
  calculatePlaster,
  formatQuantity,
  parseIdNumber,
  SNI_PLASTER_15MM_PER_M2,
  SNI_PLASTER_MM,
  validatePlaster,
  type MixRatio,
} from '@kalkulator/core';
import { CalculatorScreen } from '../components/CalculatorScreen';
import { NumberField } from '../components/NumberField';
import { ChoiceField } from '../components/fields';
import { MortarFields, WallFields } from '../components/wall';
import { row } from '../rows';
import { useCalculatorForm } from '../useLiveCalculation';

const DEFAULTS = {
  wallLength: '5',
  wallHeight: '3',
  openings: '0',
  sides: '1',
  thickness: '15',
  mix: '4',
  sackKg: '50',
  acian: false,
};

const SIDE_OPTIONS = [
  { value: '1', label: 'Satu sisi' },
  { value: '2', label: 'Dua sisi' },
];

/** How the figures are found, with the SNI 2837:2008 rate of the chosen mix (as the catalogue's plaster job types). */
function plasterSources(mix: string): string {
  const sni = SNI_PLASTER_15MM_PER_M2[Number(mix) as MixRatio];
  const rate = sni
    ? `1:${mix}: ${formatQuantity(sni.cementKg, 3)} kg PC dan ${formatQuantity(sni.sandM3, 4)} m³ pasir per m²`
    : 'per campuran';
  return `adukan basah = luas × tebal. Semen dan pasir menurut SNI 2837:2008 untuk plester tebal ${SNI_PLASTER_MM} mm (${rate}; sudah termasuk susut adukan), sebanding dengan tebal plester. Acian ${formatQuantity(ACIAN_CEMENT_KG_PER_M2, 2)} kg semen/m² (SNI 2837:2008).`;
}

export default function PlasterCalculatorPage() {
  const { values, setValues, reset, result, errors, set, fieldProps } = useCalculatorForm(
    'calculator:plester',
    DEFAULTS,
    validatePlaster,
    calculatePlaster,
  );

  const rows = result
    ? [
        row('area', 'Luas plesteran', result.areaM2, 'm²', 2),
        row('mortar', 'Volume adukan basah', result.mortar.wetM3, 'm³', 4),
        row('plaster-cement', 'Semen untuk plester', result.plasterCementKg, 'kg', 2),
        ...(values.acian ? [row('acian-cement', 'Semen untuk acian', result.acianCementKg, 'kg', 2)] : []),
        row('cement', 'Semen total', result.cementKg, 'kg', 2),
        row('cement-sacks', `Semen sak ${values.sackKg} kg`, result.cementSacks, 'sak', 0),
        row('sand', 'Pasir pasang', result.sandM3, 'm³', 3),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="plester"
      title="Kalkulator Plesteran"
      intro="Luas dinding dikurangi bukaan, tebal dan campuran plester: kebutuhan semen (kg dan sak) dan pasir, dengan acian bila perlu."
      inputs={values}
      rows={rows}
      handOff={
        result
          ? [
              {
                key: 'area',
                label: 'Luas plesteran',
                value: result.areaM2,
                unit: 'm²',
                search: 'plesteran',
                prefer: [`Plesteran 1PC:${values.mix}PP`, `tebal ${parseIdNumber(values.thickness)} mm`],
                preferLabel: `campuran 1:${values.mix}, tebal ${values.thickness} mm`,
              },
            ]
          : undefined
      }
      sources={plasterSources(values.mix)}
      form={
        <>
          <WallFields {...fieldProps} />
          <div className="grid grid-cols-2 gap-3">
            <ChoiceField name="sides" label="Bidang diplester" options={SIDE_OPTIONS} {...fieldProps} />
            <NumberField
              label="Tebal plester"
              name="thickness"
              value={values.thickness}
              onChange={(value) => set('thickness', value)}
              error={errors.thickness}
              suffix="mm"
            />
            <MortarFields mixLabel="Campuran" {...fieldProps} />
          </div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="acian"
              data-testid="input-acian"
              className="h-5 w-5 accent-brand-600"
              checked={values.acian}
              onChange={(event) => setValues((current) => ({ ...current, acian: event.target.checked }))}
            />
            Tambah acian (skim coat) di atas plester
          </label>
        </>
      }
    />
  );
}
