import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { InputField, SelectField } from '../../../components/ui/Field';
import { isConflict, toastApiError, validationDetails } from '../../../lib/api-client';
import { validateEntity, type FieldDef, type FormValues } from '../form';
import { ChangedElsewhere } from './ChangedElsewhere';
import { Dialog, DialogCancel } from './Dialog';

interface EntityDialogProps {
  title: string;
  fields: FieldDef[];
  initial: FormValues;
  /** `confirmed`: the flags of the changes the admin confirmed after the server asked (FieldDef.confirmChange). */
  onSubmit(values: FormValues, confirmed: Record<string, boolean>): Promise<unknown>;
  onClose(): void;
  /**
   * An edit's form refused (409) because another admin saved the row since: reads the row again; true once a newer
   * version is there for `stored`, false (the server's message is toasted) when none could be read.
   */
  onConflict?(): Promise<boolean>;
  /** The values stored now, after a 409: shown beside the draft, and what the next save is made over. */
  stored?: FormValues | null;
  /** The draft thrown away for `stored`: the parent opens that version instead. */
  onTakeStored?(): void;
}

/**
 * A create/edit form in a dialog: checked before sending, the server's 422 details shown at their fields. A change
 * the server refuses until confirmed (a unit that analyses count in) is offered for confirmation, and a save
 * refused because another admin saved first shows what is stored now; in both, everything typed is kept.
 */
export function EntityDialog({
  title,
  fields,
  initial,
  onSubmit,
  onClose,
  onConflict,
  stored = null,
  onTakeStored,
}: EntityDialogProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<FieldDef | null>(null);

  // The version the save is made over: the one the form opened, or the newer one shown after a 409.
  const base = stored ?? initial;

  /** An edit's field the server refused with a confirmable change: stored before, now different. */
  const confirmable = (details: Record<string, string>, confirmed: Record<string, boolean>) =>
    fields.find((field) => {
      if (!field.confirmChange || !details[field.name] || confirmed[field.confirmChange.flag]) return false;
      const before = (base[field.name] ?? '').trim();
      return before !== '' && before !== (values[field.name] ?? '').trim();
    }) ?? null;

  async function save(confirmed: Record<string, boolean>) {
    const found = validateEntity(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values, confirmed);
      onClose();
    } catch (error) {
      // The notice says what another admin stored; a confirmation asked about the version before it is gone.
      if (isConflict(error) && onConflict && (await onConflict())) {
        setConfirming(null);
        return;
      }
      const details = validationDetails(error);
      const known = Object.fromEntries(
        Object.entries(details).filter(([param]) => fields.some((field) => field.name === param)),
      );
      setErrors(known);
      setConfirming(confirmable(details, confirmed));
      if (Object.keys(known).length === 0) toastApiError(error);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({});
  }

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The confirmation was for the value the server saw; another one is asked about anew.
    if (confirming?.name === name) setConfirming(null);
  };
  function takeStored() {
    if (!stored) return;
    setValues(stored);
    setErrors({});
    setConfirming(null);
    onTakeStored?.();
  }

  const change = confirming?.confirmChange;
  // A field typed in and typed back is no change: nothing to ask about on Batal, Escape or a tap beside the dialog.
  const dirty = fields.some((field) => (values[field.name] ?? '') !== (base[field.name] ?? ''));
  return (
    <Dialog title={title} onClose={onClose} testId="entity-dialog" dirty={dirty}>
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
        {stored && (
          <ChangedElsewhere
            fields={fields}
            opened={initial}
            stored={stored}
            disabled={saving}
            onTakeStored={takeStored}
          />
        )}
        {change && (
          <div
            role="alert"
            data-testid="entity-confirm-change"
            className="space-y-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <p>{change.consequence}</p>
            <Button
              variant="danger"
              disabled={saving}
              data-testid="entity-confirm-change-accept"
              onClick={() => void save({ [change.flag]: true })}
            >
              {change.accept}
            </Button>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogCancel />
          <Button type="submit" disabled={saving} data-testid="entity-save">
            {saving ? 'Menyimpan...' : 'Simpan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
