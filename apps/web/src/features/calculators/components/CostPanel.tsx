import type { useCostEstimate } from './structure';
import { NumberField } from './NumberField';

/** Toggle and unit prices of the optional material cost. */
export function CostPanel({ cost }: { cost: ReturnType<typeof useCostEstimate> }) {
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800">
        <input
          type="checkbox"
          data-testid="toggle-cost"
          className="h-5 w-5 accent-brand-600"
          checked={cost.enabled}
          onChange={(event) => cost.setEnabled(event.target.checked)}
        />
        Hitung perkiraan biaya material
      </label>
      {cost.enabled && (
        <>
          <p className="text-sm text-slate-600" data-testid="price-source">
            {cost.loading
              ? 'Mengambil harga katalog...'
              : cost.fromCatalogue
                ? 'Harga dari katalog material. Ubah bila harga setempat berbeda.'
                : 'Harga bawaan (contoh 2026) atau yang Anda ketik.'}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {cost.fields.map((field) => (
              <NumberField
                key={field.key}
                label={field.label}
                name={`price-${field.key}`}
                value={cost.values[field.key] ?? ''}
                onChange={(value) => cost.setPrice(field.key, value)}
                error={cost.errors[field.key]}
                hint={field.unit}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
