import type { ReactNode } from 'react';
import { SelectField } from '../../../components/ui/Field';
import { NumberField } from './NumberField';

// The specialised calculators' form fields, declared as lists: each screen names its fields, these draw them.

export interface NumberFieldDef<K extends string> {
  key: K;
  label: string;
  suffix?: string;
  hint?: string;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

export interface FieldsProps<K extends string> {
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange(key: K, value: string): void;
}

/** Number inputs two to a row; `children` (e.g. a choice) follow in the same grid. */
export function NumberFields<K extends string>({
  fields,
  values,
  errors,
  onChange,
  children,
}: FieldsProps<K> & { fields: NumberFieldDef<K>[]; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {fields.map((field) => (
        <div key={field.key} className={field.wide ? 'col-span-2' : undefined}>
          <NumberField
            label={field.label}
            name={field.key}
            value={values[field.key]}
            onChange={(value) => onChange(field.key, value)}
            error={errors[field.key]}
            suffix={field.suffix}
            hint={field.hint}
          />
        </div>
      ))}
      {children}
    </div>
  );
}

/** One choice of a fixed list, its message read from the screen's errors by name. */
export function ChoiceField<K extends string>({
  name,
  label,
  options,
  values,
  errors,
  onChange,
}: FieldsProps<K> & { name: K; label: string; options: { value: string; label: string }[] }) {
  return (
    <SelectField
      label={label}
      name={name}
      value={values[name]}
      options={options}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name]}
    />
  );
}
