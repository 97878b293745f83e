import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { InputField, SelectField } from '../../../components/ui/Field';
import { toastApiError, validationDetails } from '../../../lib/api-client';
import { validateEntity, type FieldDef, type FormValues } from '../form';
import { Dialog } from './Dialog';

interface EntityDialogProps {
  title: string;
  fields: FieldDef[];
  initial: FormValues;
  onSubmit(values: FormValues): Promise<unknown>;
  onClose(): void;
}

/** A create/edit form in a dialog: checked before sending, the server's 422 details shown at their fields. */
export function EntityDialog({ title, fields, initial, onSubmit, onClose }: EntityDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEntity(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const details = validationDetails(error);
      const known = Object.fromEntries(
        Object.entries(details).filter(([param]) => fields.some((field) => field.name === param)),
      );
      setErrors(known);
      if (Object.keys(known).length === 0) toastApiError(error);
    } finally {
      setSaving(false);
    }
  }

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <Dialog title={title} onClose={onClose} testId="entity-dialog">
      <form noValidate onSubmit={submit} className="space-y-4">
        {fields.map((field) =>
          field.kind === 'select' ? (
            <SelectField
              key={field.name}
              label={field.label}
              name={field.name}
              options={field.options ?? []}
              error={errors[field.name]}
              value={values[field.name] ?? ''}
              onChange={(event) => set(field.name, event.target.value)}
            />
          ) : (
            <InputField
              key={field.name}
              label={field.required ? field.label : `${field.label} (opsional)`}
              name={field.name}
              hint={typeof field.hint === 'function' ? field.hint(values) : field.hint}
              suffix={field.suffix}
              error={errors[field.name]}
              inputMode={field.kind === 'money' || field.kind === 'number' ? 'decimal' : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => set(field.name, event.target.value)}
            />
          ),
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" disabled={saving} data-testid="entity-save">
            {saving ? 'Menyimpan...' : 'Simpan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
