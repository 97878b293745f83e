import {
  formatCoefficient,
  formatRupiah,
  type CalculationFormData,
  type JobTypeDetails,
  type MaterialSpec,
} from '@kalkulator/core';

interface Props {
  form: CalculationFormData;
  jobType: JobTypeDetails;
  errors: Record<string, string>;
  onChange: (specs: MaterialSpec[] | undefined) => void;
}

/**
 * The material-specification panel: which of the job type's materials to price and, optionally, a different
 * quantity per unit than the AHSP coefficient. No change = every material with its coefficient.
 */
export function MaterialSpecsPanel({ form, jobType, errors, onChange }: Props) {
  const materials = jobType.materials.filter(
    (line) => line.brick_type === null || line.brick_type === form.brick_type,
  );
  if (materials.length === 0) {
    return <p className="text-sm text-slate-600">Pekerjaan ini tidak memerlukan material (hanya upah).</p>;
  }
  const specs: MaterialSpec[] =
    form.material_specs ?? materials.map((line) => ({ material_id: line.material_id }));
  const byId = new Map(specs.map((spec, index) => [spec.material_id, { spec, index }]));

  function toggle(materialId: number, checked: boolean) {
    const next = checked
      ? [...specs, { material_id: materialId }]
      : specs.filter((spec) => spec.material_id !== materialId);
    onChange(next);
  }
  function override(materialId: number, value: string) {
    onChange(
      specs.map((spec) => (spec.material_id === materialId ? { ...spec, quantity_override: value } : spec)),
    );
  }

  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {materials.map((line) => {
          const chosen = byId.get(line.material_id);
          const error = chosen ? errors[`material_specs.${chosen.index}.quantity_override`] : undefined;
          return (
            <li
              key={`${line.material_id}-${line.brick_type ?? ''}`}
              className="rounded-xl border border-slate-200 p-3"
            >
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 accent-amber-500"
                  checked={Boolean(chosen)}
                  onChange={(event) => toggle(line.material_id, event.target.checked)}
                  data-testid={`material-include-${line.material_id}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{line.name}</span>
                  <span className="block text-xs text-slate-500">
                    {formatCoefficient(line.quantity_per_unit)} {line.unit} per {jobType.unit} ·{' '}
                    {formatRupiah(line.price)}/{line.unit}
                  </span>
                </span>
              </label>
              {chosen && (
                <div className="mt-2 pl-8">
                  <input
                    aria-label={`Jumlah ${line.name} per ${jobType.unit}`}
                    inputMode="decimal"
                    placeholder={`Koefisien ${formatCoefficient(line.quantity_per_unit)}`}
                    value={String(chosen.spec.quantity_override ?? '')}
                    onChange={(event) => override(line.material_id, event.target.value)}
                    data-testid={`material-override-${line.material_id}`}
                    className="min-h-10 w-full rounded-lg border border-slate-300 px-3 text-sm outline-none focus:border-brand-500"
                  />
                  {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {form.material_specs && (
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => onChange(undefined)}
        >
          Kembalikan ke koefisien AHSP
        </button>
      )}
    </div>
  );
}
