import type { ShapeDefinition } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/Field';
import { NumberField } from './NumberField';

export interface ShapeItemValues {
  shape: string;
  operation: 'tambah' | 'kurang';
  count: string;
  size: Record<string, string>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The list a stored draft holds when it is a list of shape items (a foreign or corrupt draft is not). */
export function storedShapeItems(stored: unknown): ShapeItemValues[] | null {
  const items = (stored as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) return null;
  const valid = items.every((item: Partial<ShapeItemValues> | null) => {
    if (typeof item !== 'object' || item === null) return false;
    const { shape, operation, count, size } = item;
    return (
      isText(shape) &&
      (operation === 'tambah' || operation === 'kurang') &&
      isText(count) &&
      typeof size === 'object' &&
      size !== null &&
      Object.values(size).every(isText)
    );
  });
  return valid ? (items as ShapeItemValues[]) : null;
}

interface ShapeListFieldsProps {
  shapes: Record<string, ShapeDefinition>;
  items: ShapeItemValues[];
  onChange(items: ShapeItemValues[]): void;
  errors: Record<string, string>;
  /** Unit of every size field. */
  unit: string;
}

const OPERATION_OPTIONS = [
  { value: 'tambah', label: 'Tambah (+)' },
  { value: 'kurang', label: 'Kurangi (−)' },
];

/** A composite figure: shapes added or subtracted, each with its own sizes and a count. */
export function ShapeListFields({ shapes, items, onChange, errors, unit }: ShapeListFieldsProps) {
  const shapeOptions = Object.entries(shapes).map(([value, shape]) => ({ value, label: shape.label }));
  const update = (index: number, change: Partial<ShapeItemValues>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  // Another shape keeps the measurements it shares by name (a box's panjang and lebar, a cylinder's tinggi):
  // switching a figure does not make the user type them again.
  const sharedSizes = (size: Record<string, string>, shape: string): Record<string, string> =>
    Object.fromEntries(
      (shapes[shape]?.fields ?? []).flatMap(({ key }) => {
        const value = size[key];
        return value === undefined ? [] : [[key, value] as const];
      }),
    );

  return (
    <div className="space-y-5">
      {items.map((item, index) => (
        <fieldset
          key={index}
          data-testid={`shape-${index}`}
          className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
        >
          <legend className="sr-only">Bentuk {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={`Bentuk ${index + 1}`}
              name={`items.${index}.shape`}
              value={item.shape}
              options={shapeOptions}
              onChange={(event) =>
                update(index, { shape: event.target.value, size: sharedSizes(item.size, event.target.value) })
              }
              error={errors[`items.${index}.shape`]}
            />
            <SelectField
              label="Operasi"
              name={`items.${index}.operation`}
              value={item.operation}
              options={OPERATION_OPTIONS}
              onChange={(event) => update(index, { operation: event.target.value as 'tambah' | 'kurang' })}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            {(shapes[item.shape]?.fields ?? []).map((field) => (
              <NumberField
                key={field.key}
                label={field.label}
                name={`items.${index}.size.${field.key}`}
                value={item.size[field.key] ?? ''}
                onChange={(value) => update(index, { size: { ...item.size, [field.key]: value } })}
                error={errors[`items.${index}.size.${field.key}`]}
                suffix={unit}
              />
            ))}
            <NumberField
              label="Jumlah"
              name={`items.${index}.count`}
              value={item.count}
              onChange={(count) => update(index, { count })}
              error={errors[`items.${index}.count`]}
              suffix="×"
            />
          </div>
          {items.length > 1 && (
            <Button
              variant="ghost"
              data-testid={`remove-shape-${index}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Hapus bentuk {index + 1}
            </Button>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        data-testid="add-shape"
        onClick={() =>
          onChange([...items, { shape: items[0]?.shape ?? '', operation: 'tambah', count: '1', size: {} }])
        }
      >
        + Tambah bentuk
      </Button>
    </div>
  );
}
