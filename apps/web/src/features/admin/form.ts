import {
  ahspMessages,
  commaThousands,
  hasSen,
  MAX_CATALOGUE_PRICE,
  parseIdNumber,
  rupiahTooLarge,
  senMessage,
  messages as formMessages,
} from '@kalkulator/core';
import { adminTexts } from './texts';

// The create/edit dialogs' fields and their checks before anything is sent; the server checks again (422).

export interface FieldDef {
  name: string;
  label: string;
  kind?: 'text' | 'money' | 'number' | 'ratio' | 'select' | 'textarea';
  required?: boolean;
  /** The server's limit for text (name 200, unit 20), said as a limit rather than as a missing value. */
  maxLength?: number;
  options?: { value: string; label: string }[];
  /** Under the field; a function follows what is typed in the dialog (a price's hint names the unit typed). */
  hint?: string | ((values: FormValues) => string);
  suffix?: string;
  /**
   * A change of this field the server may refuse until confirmed (422 at the field while an edit changes it): the
   * flag sent true once the admin confirms, the button that does it, and what the admin then has to do.
   */
  confirmChange?: ConfirmChange;
}

export interface ConfirmChange {
  flag: string;
  accept: string;
  consequence: string;
}

export type FormValues = Record<string, string>;

export function validateEntity(fields: FieldDef[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.name] = adminTexts.required(field.label);
      continue;
    }
    if (field.maxLength !== undefined && value.length > field.maxLength) {
      errors[field.name] = adminTexts.tooLong(field.label, field.maxLength);
      continue;
    }
    if (field.kind === 'money') {
      const amount = parseIdNumber(value);
      // "65,000": Rp 65 or Rp 65.000? Asked, as the price book and the imports ask, never saved as Rp 65.
      const ambiguous = commaThousands(value);
      if (ambiguous)
        errors[field.name] = ahspMessages.priceCommaThousands(value, ambiguous.grouped, ambiguous.plain);
      else if (!Number.isFinite(amount) || amount < 0) errors[field.name] = adminTexts.moneyInvalid;
      else if (amount > MAX_CATALOGUE_PRICE)
        errors[field.name] = rupiahTooLarge(MAX_CATALOGUE_PRICE, field.label);
      else if (hasSen(amount)) errors[field.name] = senMessage(field.label);
    } else if (field.kind === 'number') {
      const amount = parseIdNumber(value);
      if (!Number.isFinite(amount) || amount <= 0) errors[field.name] = adminTexts.positiveNumber;
    } else if (field.kind === 'ratio') {
      const match = /^(\d{1,3}):(\d{1,3})$/.exec(value);
      if (!match) errors[field.name] = adminTexts.ratioInvalid;
      else if (Number(match[1]) === 0 && Number(match[2]) === 0)
        errors[field.name] = formMessages.ratioAllZero;
    }
  }
  return errors;
}

/** The request body: trimmed text, Indonesian numbers read as numbers, empty optional fields left out. */
export function toBody(fields: FieldDef[], values: FormValues): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.kind === 'money' || field.kind === 'number') {
      if (value) body[field.name] = parseIdNumber(value);
    } else if (field.kind === 'textarea') {
      body[field.name] = value || null;
    } else if (value) {
      body[field.name] = value;
    }
  }
  return body;
}

/** Form values from a stored row (numbers written the Indonesian way, so "65.000" round-trips). */
export function toValues(fields: FieldDef[], row: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row?.[field.name];
    if (value === null || value === undefined) values[field.name] = field.options?.[0]?.value ?? '';
    else if (typeof value === 'number' && field.kind !== 'select')
      values[field.name] = value.toLocaleString('id-ID', { maximumFractionDigits: 4 });
    else values[field.name] = String(value);
  }
  return values;
}
