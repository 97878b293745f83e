import type { ReactNode } from 'react';
import { BRICK_TYPES } from '@kalkulator/core';
import { BRICK_LABELS } from '../assignments';

export const control =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function AssignmentColumn({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** "Tambah …": the catalogue item to assign next, each option named with its unit and price. */
export function AddPicker({
  label,
  placeholder,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  options: { id: number; text: string }[];
  testId?: string;
}) {
  return (
    <label className="block text-xs font-medium text-slate-600">
      {label}
      <select
        className={control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Jenis bata" of a new labour or material row of a wall with brick variants: one brick type, or all of them (''). */
export function BrickPicker({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  testId: string;
}) {
  return (
    <label className="block text-xs font-medium text-slate-600">
      Jenis bata
      <select
        className={control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">Semua jenis bata</option>
        {BRICK_TYPES.map((type) => (
          <option key={type} value={type}>
            {BRICK_LABELS[type]}
          </option>
        ))}
      </select>
    </label>
  );
}
