import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import type { FieldDef, FormValues } from '../form';
import { changedElsewhereTexts as texts } from '../texts';

/** A field's value as the form shows it: a select's option by its label. */
function shown(field: FieldDef, value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return texts.empty;
  return field.options?.find((option) => option.value === text)?.label ?? text;
}

/**
 * Inside an edit's form after the server refused it (409, another admin saved the row since it opened): the fields
 * whose stored value is no longer the one the form opened with, what Simpan now does, and a way back to the stored
 * version.
 */
export function ChangedElsewhere({
  fields,
  opened,
  stored,
  disabled,
  onTakeStored,
}: {
  fields: FieldDef[];
  opened: FormValues;
  stored: FormValues;
  disabled: boolean;
  onTakeStored(): void;
}) {
  // Shown inside a long form after Simpan, at its foot: brought into view, "Buang …" with it.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);
  const changed = fields.filter(
    (field) => shown(field, stored[field.name]) !== shown(field, opened[field.name]),
  );
  return (
    <div
      ref={notice}
      role="alert"
      data-testid="entity-changed-elsewhere"
      className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p>{texts.notice}</p>
      {changed.length > 0 ? (
        <div>
          <p className="font-semibold">{texts.storedNow}</p>
          <ul className="list-disc pl-5" data-testid="entity-changed-fields">
            {changed.map((field) => (
              <li key={field.name}>
                {texts.field(field.label, shown(field, stored[field.name]), shown(field, opened[field.name]))}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{texts.noFieldChanged}</p>
      )}
      <p className="font-semibold">{texts.saveOver}</p>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        disabled={disabled}
        data-testid="entity-take-stored"
        onClick={onTakeStored}
      >
        {texts.takeNewer}
      </Button>
    </div>
  );
}
