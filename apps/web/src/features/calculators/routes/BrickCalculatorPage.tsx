import {
  BRICKS,
  calculateBrick,
  formatQuantity,
  parseIdNumber,
  readNumber,
  SNI_HALF_BRICK_WALL_PER_M2,
  THIN_BED_KG_PER_M2,
  validateBrick,
  wallMortarReference,
  wasteOnCatalogueCount,
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
function brickWallChoice(
  brick: BrickKind,
  mix: string,
  joint: string,
): Pick<HandOffOption, 'prefer' | 'preferLabel'> {
  // The catalogue's walls are counted with the brick's usual joint: another joint fits none of them exactly (their
  // materials would differ from this screen's), so the user is asked to choose, as a plaster of another thickness.
  const otherJoint = parseIdNumber(joint.trim()) !== BRICKS[brick].joint ? [`siar ${joint.trim()} mm`] : [];
  if (brick === 'bata_ringan')
    return {
      prefer: ['Pasangan dinding bata ringan', ...otherJoint],
      preferLabel: [BRICK_SEARCH[brick], ...otherJoint].join(', '),
    };
  return {
    prefer: [
      ...(brick === 'bata_merah'
        ? ['Pasangan dinding', `1/2 batu campuran 1PC:${mix}PP`]
        : ['Pasangan dinding batako', `campuran 1PC:${mix}PP`]),
      ...otherJoint,
    ],
    preferLabel: [`${BRICK_SEARCH[brick]}, campuran 1:${mix}`, ...otherJoint].join(', '),
  };
}

/** Where each brick's count per m² at its usual joint comes from: the same figure its wall job types carry. */
const BRICK_COUNT_SOURCE: Record<BrickKind, string> = {
  bata_merah: 'SNI 6897:2008',
  batako: 'AHSP, 1 / (0,40 × 0,20 m)',
  bata_ringan: '1 / (0,60 × 0,20 m); di katalog 8,75 bh/m² = 8,33 + susut 5%',
};

/** How the count of bricks is found: the catalogue's rate at the brick's usual joint, scaled at another. */
function brickCountSource(brick: BrickKind, joint: string): string {
  const unit = BRICKS[brick];
  const reference = `${formatQuantity(unit.perM2, 2)} bh/m² sebelum susut, dengan siar ${unit.joint} mm (${BRICK_COUNT_SOURCE[brick]}), seperti jenis pekerjaan dinding di katalog, sehingga kalkulator pekerjaan dan Kebutuhan proyek menghitung jumlah bata yang sama`;
  const typed = parseIdNumber(joint.trim());
  if (!(typed > 0) || typed === unit.joint) return `Bata per m² = ${reference}. `;
  return `Bata per m² = ${reference}; dengan siar ${formatQuantity(typed, 2)} mm angka itu dikalikan perbandingan bata terpasang per m², 1 / ((panjang + siar)·(tinggi + siar)), pada siar ${formatQuantity(typed, 2)} mm terhadap siar ${unit.joint} mm. `;
}

/**
 * How the figures are found: the count per m² and the cement and sand per m² of the chosen brick and mix, the
 * figures the catalogue's wall job types carry, so the job calculator and a project buy what this screen says.
 */
function brickSources(brick: BrickKind, mix: string, joint: string): string {
  const bricks = brickCountSource(brick, joint);
  if (brick === 'bata_ringan')
    return `${bricks}Bata ringan dengan perekat thin bed ${formatQuantity(THIN_BED_KG_PER_M2)} kg/m² (± 10 m² per sak 40 kg), tanpa adukan semen–pasir.`;
  const ratio = Number(mix) as MixRatio;
  if (!SNI_HALF_BRICK_WALL_PER_M2[ratio]) return bricks;
  const { perM2, wetM3PerM2 } = wallMortarReference(brick, ratio);
  const rate = `1:${mix}: ${formatQuantity(perM2.cementKg, 2)} kg PC dan ${formatQuantity(perM2.sandM3, 4)} m³ pasir per m² dengan siar 10 mm, sudah termasuk susut adukan`;
  const source =
    brick === 'bata_merah'
      ? `SNI 6897:2008 untuk dinding 1/2 bata merah (${rate}${mix === '7' ? '; 1:7 di antara 1:6 dan 1:8 karena SNI tidak memuatnya' : ''})`
      : `jenis pekerjaan dinding batako di katalog (${rate}; 1:4 perkiraan AHSP Cipta Karya, campuran lain sebanding tabel SNI 6897)`;
  return `${bricks}Adukan = luas × tebal dinding − volume bata terpasang (1 / ((panjang + siar)·(tinggi + siar)) per m²). Semen dan pasir menurut ${source}, sebanding dengan volume adukan dinding ini terhadap dinding acuan itu (${formatQuantity(wetM3PerM2, 4)} m³ adukan per m²).`;
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
        // The count to buy third: a saved result's card shows its first three rows.
        row('bricks', `Jumlah bata (termasuk susut ${values.waste || 0}%)`, result.bricks, 'bh', 0),
        row('bricks-net', 'Jumlah bata tanpa susut', result.bricksNet, 'bh', 2),
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
                ...brickWallChoice(values.brick, values.mix, values.joint),
                brickType: values.brick,
                // The waste typed here goes along, less what the catalogue's count holds (bata ringan's 8,75 = 8,33
                // + 5 %): the job calculator buys the count shown here.
                waste: wasteOnCatalogueCount(values.brick, readNumber(values.waste)),
              },
            ]
          : undefined
      }
      sources={brickSources(values.brick, values.mix, values.joint)}
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
