import { InputField } from '../../../components/ui/Field';

interface NumberFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  suffix?: string;
  hint?: string;
}

/** A decimal input read the Indonesian way ("12,5"); results follow each keystroke. */
export function NumberField({ label, name, value, onChange, error, suffix, hint }: NumberFieldProps) {
  return (
    <InputField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      suffix={suffix}
      hint={hint}
    />
  );
}
