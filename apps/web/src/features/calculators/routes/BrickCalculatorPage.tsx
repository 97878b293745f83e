import {
  BRICKS,
  calculateBrick,
  formatQuantity,
  SNI_HALF_BRICK_WALL_PER_M2,
  SNI_WALL_MORTAR_M3_PER_M2,
  validateBrick,
  type BrickKind,
  type MixRatio,
} from '@kalkulator/core';
import { SelectField } from '../../../components/ui/Field';
import { CalculatorScreen } from '../components/CalculatorScreen';
import type { HandOffOption } from '../components/HandOff';
import { NumberFields, type NumberFieldDef } from '../components/fields';
import { MortarFields, WallFields } from '../components/wall';
import { row } from '../rows';
import { useCalculatorForm } from '../useLiveCalculation';

const DEFAULTS = {
  wallLength: '5',
  wallHeight: '3',
  openings: '0',
  brick: 'bata_merah' as BrickKind,
  joint: '10',
  mix: '4',
  waste: '5',
  sackKg: '50',
};
type BrickField = keyof typeof DEFAULTS;

const BRICK_FIELDS: NumberFieldDef<BrickField>[] = [
  { key: 'joint', label: 'Tebal siar', suffix: 'mm' },
  { key: 'waste', label: 'Susut / cadangan', suffix: '%' },
];

const BRICK_OPTIONS = (Object.keys(BRICKS) as BrickKind[]).map((kind) => ({
  value: kind,
  label: BRICKS[kind].label,
}));

/** What the hand-off searches the catalogue for first: wall job types of the chosen brick. */
const BRICK_SEARCH: Record<BrickKind, string> = {
  bata_merah: 'bata merah',
  batako: 'batako',
  bata_ringan: 'bata ringan',
};

/**
 * The dedicated wall job type of the brick (and, but for bata ringan's thin bed, of the mix) when the catalogue has
 * one, with those choices in words. The 1:4 wall of bata merah is the catalogue's shared one ("Pasangan dinding 1/2
 * batu campuran 1PC:4PP (bata merah, batako atau bata ringan)"), so the mix is looked for apart from the brick's name;
 * a fence ("Pasangan pagar bata") is no wall.
 */
function brickWallChoice(brick: BrickKind, mix: string): Pick<HandOffOption, 'prefer' | 'preferLabel'> {
  if (brick === 'bata_ringan')
    return { prefer: ['Pasangan dinding bata ringan'], preferLabel: BRICK_SEARCH[brick] };
  return {
    prefer:
      brick === 'bata_merah'
        ? ['Pasangan dinding', `1/2 batu campuran 1PC:${mix}PP`]
        : ['Pasangan dinding batako', `campuran 1PC:${mix}PP`],
    preferLabel: `${BRICK_SEARCH[brick]}, campuran 1:${mix}`,
  };
}

/**
 * How the figures are found, with the SNI 6897:2008 rate of the chosen mix (the catalogue's wall job types carry the
 * same, so the job calculator and a project buy what this screen says).
 */
function brickSources(mix: string): string {
  const sni = SNI_HALF_BRICK_WALL_PER_M2[Number(mix) as MixRatio];
  const rate = sni
    ? `1:${mix}: ${formatQuantity(sni.cementKg, 2)} kg PC dan ${formatQuantity(sni.sandM3, 4)} m³ pasir per m²${mix === '7' ? ', di antara 1:6 dan 1:8 karena SNI tidak memuat 1:7' : ''}`
    : 'per campuran';
  return `bata per m² = 1 / ((panjang + siar)·(tinggi + siar)); adukan = luas × tebal dinding − volume bata. Semen dan pasir menurut SNI 6897:2008 untuk dinding 1/2 bata merah dengan siar 10 mm (${rate}; sudah termasuk susut adukan), sebanding dengan volume adukan dinding ini terhadap dinding SNI itu (${formatQuantity(SNI_WALL_MORTAR_M3_PER_M2, 4)} m³ adukan per m²). Bata ringan dengan perekat ± 10 m² per sak 40 kg.`;
}

export default function BrickCalculatorPage() {
  const { values, setValues, reset, result, errors, fieldProps } = useCalculatorForm(
    'calculator:bata',
    DEFAULTS,
    validateBrick,
    calculateBrick,
  );
  const thinBed = values.brick === 'bata_ringan';

  const rows = result
    ? [
        row('area', 'Luas dinding bersih', result.areaM2, 'm²', 2),
        row('per-m2', 'Bata per m²', result.bricksPerM2, 'bh', 2),
        row('bricks', `Jumlah bata (termasuk susut ${values.waste || 0}%)`, result.bricks, 'bh', 0),
        ...(thinBed
          ? [
              row('adhesive', 'Mortar perekat (thin bed)', result.adhesiveKg, 'kg', 1),
              row('adhesive-sacks', 'Perekat sak 40 kg', result.adhesiveSacks, 'sak', 0),
            ]
          : [
              row('mortar', 'Volume adukan basah', result.mortar.wetM3, 'm³', 4),
              row('cement', 'Semen', result.cementKg, 'kg', 2),
              row('cement-sacks', `Semen sak ${values.sackKg} kg`, result.cementSacks, 'sak', 0),
              row('sand', 'Pasir pasang', result.sandM3, 'm³', 3),
            ]),
      ]
    : null;

  return (
    <CalculatorScreen
      onReset={reset}
      id="bata"
      title="Kalkulator Bata"
      intro="Dinding 1/2 batu dikurangi bukaan: jumlah bata merah, batako atau bata ringan dengan susut, adukan, semen dan pasir."
      inputs={values}
      rows={rows}
      handOff={
        result
          ? [
              {
                key: 'area',
                label: 'Luas dinding',
                value: result.areaM2,
                unit: 'm²',
                search: BRICK_SEARCH[values.brick],
                ...brickWallChoice(values.brick, values.mix),
                brickType: values.brick,
              },
            ]
          : undefined
      }
      sources={brickSources(values.mix)}
      form={
        <>
          <WallFields {...fieldProps} />
          <SelectField
            label="Jenis bata"
            name="brick"
            value={values.brick}
            options={BRICK_OPTIONS}
            onChange={(event) => {
              const brick = event.target.value as BrickKind;
              // The joint follows the brick (10 mm mortar, 3 mm thin bed) unless the user typed another one.
              setValues((current) => {
                const untouched = current.joint.trim() === String(BRICKS[current.brick]?.joint ?? '');
                const joint = untouched ? String(BRICKS[brick]?.joint ?? current.joint) : current.joint;
                return { ...current, brick, joint };
              });
            }}
            error={errors.brick}
          />
          <NumberFields fields={BRICK_FIELDS} {...fieldProps} />
          {!thinBed && (
            <div className="grid grid-cols-2 gap-3">
              <MortarFields {...fieldProps} />
            </div>
          )}
        </>
      }
    />
  );
}
