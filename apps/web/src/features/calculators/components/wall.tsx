import { MIX_RATIOS, SACK_SIZES } from '@kalkulator/core';
import { NumberField } from './NumberField';

// Fields shared by the plaster and brick screens: the wall and its openings.

export const MIX_OPTIONS = MIX_RATIOS.map((n) => ({ value: String(n), label: `1 PC : ${n} PP` }));
export const SACK_OPTIONS = SACK_SIZES.map((kg) => ({ value: String(kg), label: `${kg} kg` }));

interface WallValues {
  wallLength: string;
  wallHeight: string;
  openings: string;
}

export function WallFields({
  values,
  errors,
  onChange,
}: {
  values: WallValues;
  errors: Record<string, string>;
  onChange(key: keyof WallValues, value: string): void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <NumberField
        label="Panjang dinding"
        name="wallLength"
        value={values.wallLength}
        onChange={(value) => onChange('wallLength', value)}
        error={errors.wallLength}
        suffix="m"
      />
      <NumberField
        label="Tinggi dinding"
        name="wallHeight"
        value={values.wallHeight}
        onChange={(value) => onChange('wallHeight', value)}
        error={errors.wallHeight}
        suffix="m"
      />
      <div className="col-span-2">
        <NumberField
          label="Luas bukaan (pintu, jendela)"
          name="openings"
          value={values.openings}
          onChange={(value) => onChange('openings', value)}
          error={errors.openings}
          suffix="m²"
          hint="Jumlah luas semua pintu dan jendela; isi 0 bila tidak ada."
        />
      </div>
    </div>
  );
}
