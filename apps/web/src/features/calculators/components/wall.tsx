import { MIX_RATIOS, SACK_SIZES } from '@kalkulator/core';
import { ChoiceField, NumberFields, type FieldsProps, type NumberFieldDef } from './fields';

// Fields shared by the plaster and brick screens: the wall and its openings.

export const MIX_OPTIONS = MIX_RATIOS.map((n) => ({ value: String(n), label: `1 PC : ${n} PP` }));
export const SACK_OPTIONS = SACK_SIZES.map((kg) => ({ value: String(kg), label: `${kg} kg` }));

const WALL_FIELDS: NumberFieldDef<'wallLength' | 'wallHeight' | 'openings'>[] = [
  { key: 'wallLength', label: 'Panjang dinding', suffix: 'm' },
  { key: 'wallHeight', label: 'Tinggi dinding', suffix: 'm' },
  {
    key: 'openings',
    label: 'Luas bukaan (pintu, jendela)',
    suffix: 'm²',
    hint: 'Jumlah luas semua pintu dan jendela; isi 0 bila tidak ada.',
    wide: true,
  },
];

type WallKey = 'wallLength' | 'wallHeight' | 'openings';
type MortarKey = 'mix' | 'sackKg';

/** The wall and its openings. */
export function WallFields(props: FieldsProps<WallKey>) {
  return <NumberFields fields={WALL_FIELDS} {...props} />;
}

/** The mortar's mix and the cement's sack size. */
export function MortarFields({
  mixLabel = 'Campuran adukan',
  ...props
}: FieldsProps<MortarKey> & { mixLabel?: string }) {
  return (
    <>
      <ChoiceField name="mix" label={mixLabel} options={MIX_OPTIONS} {...props} />
      <ChoiceField name="sackKg" label="Ukuran sak semen" options={SACK_OPTIONS} {...props} />
    </>
  );
}
