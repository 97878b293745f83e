import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  /** What will be lost, in words the admin reads before confirming. */
  children: ReactNode;
  confirmLabel: string;
  /** When set, the admin must type this text exactly before the button works. */
  typedConfirmation?: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  typedConfirmation,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  // What goes is read with the title as the dialog opens, not only the question and its buttons.
  const consequenceId = useId();
  const ready = !typedConfirmation || typed === typedConfirmation;
  return (
    <Dialog title={title} onClose={onClose} testId="confirm-dialog" describedBy={consequenceId}>
      <div className="space-y-4 text-sm text-slate-700">
        <div id={consequenceId} data-testid="confirm-consequence">
          {children}
        </div>
        {typedConfirmation && (
          <InputField
            label={`Ketik "${typedConfirmation}" untuk melanjutkan`}
            name="confirm_text"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} data-testid="confirm-cancel">
            Batal
          </Button>
          <Button variant="danger" data-testid="confirm-accept" disabled={!ready || busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
