import type { CatalogueKind, LaborRole } from '@kalkulator/core';
import { ahspImportTexts, KIND_OPTIONS, resolutionProblem, type Resolution } from '../ahsp-import';
import { ROLE_LABELS } from '../assignments';
import { control } from './AssignmentColumn';

/** One component name the catalogue lacks: create it (kind, unit, price; role for labour) or fix its name. */
export function MissingComponent({
  name,
  renamed,
  resolution,
  onChange,
}: {
  name: string;
  renamed: boolean;
  resolution: Resolution;
  onChange(resolution: Resolution): void;
}) {
  const create = resolution.action === 'create' ? resolution : null;
  const problem = create ? resolutionProblem(create) : null;
  const base = { kind: 'material' as CatalogueKind, unit: '', price: '', role: 'tukang' as LaborRole };
  return (
    <fieldset className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-amber-200" data-testid="ahsp-missing">
      <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
      {renamed && !create && <p className="text-xs text-red-700">{ahspImportTexts.stillNotFound(name)}</p>}
      <div className="flex flex-wrap gap-3 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            checked={Boolean(create)}
            onChange={() => onChange({ action: 'create', ...base })}
            data-testid="ahsp-missing-create"
          />
          Buat item baru
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            checked={!create}
            onChange={() => onChange({ action: 'rename', name: '' })}
            data-testid="ahsp-missing-rename"
          />
          Perbaiki nama
        </label>
      </div>
      {create ? (
        <div className="grid gap-2 sm:grid-cols-4">
          <label className="block text-xs font-medium text-slate-600">
            Jenis
            <select
              className={control}
              value={create.kind}
              onChange={(event) => onChange({ ...create, kind: event.target.value as CatalogueKind })}
              data-testid="ahsp-missing-kind"
            >
              {KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {create.kind === 'labor' ? (
            <label className="block text-xs font-medium text-slate-600">
              Peran
              <select
                className={control}
                value={create.role}
                onChange={(event) => onChange({ ...create, role: event.target.value as LaborRole })}
              >
                {Object.entries(ROLE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label className="block text-xs font-medium text-slate-600">
              Satuan
              <input
                className={control}
                value={create.unit}
                placeholder="hari, kg, m³"
                onChange={(event) => onChange({ ...create, unit: event.target.value })}
                data-testid="ahsp-missing-unit"
              />
            </label>
          )}
          <label className="block text-xs font-medium text-slate-600 sm:col-span-2">
            {create.kind === 'labor' ? 'Upah harian (Rp)' : 'Harga per satuan (Rp)'}
            <input
              className={control}
              inputMode="numeric"
              value={create.price}
              placeholder="350.000"
              onChange={(event) => onChange({ ...create, price: event.target.value })}
              data-testid="ahsp-missing-price"
              aria-invalid={problem !== null}
            />
          </label>
          {problem && create.price.trim() !== '' && (
            <p className="text-xs text-red-700 sm:col-span-4">{problem}</p>
          )}
        </div>
      ) : (
        <label className="block text-xs font-medium text-slate-600">
          Nama di katalog
          <input
            className={control}
            value={resolution.action === 'rename' ? resolution.name : ''}
            onChange={(event) => onChange({ action: 'rename', name: event.target.value })}
            data-testid="ahsp-missing-name"
            placeholder="Nama atau kode item katalog"
          />
        </label>
      )}
    </fieldset>
  );
}
