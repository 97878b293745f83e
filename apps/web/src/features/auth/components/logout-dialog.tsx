import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { Dialog } from '../../admin/components/Dialog';

// Loaded only when "Keluar" has a question to ask (useLogout), not with the account menu on every page: the first
// page's script budget is tight. It draws in a root of its own because the menu that asked (the phone menu closes on
// the tap) may be gone before the answer comes.

export const logoutDialogTexts = {
  title: 'Keluar dari akun?',
  confirm: 'Keluar dan buang',
  /** A guest's work found on the device: log out leaving it there, or removing it first. */
  keepGuestWork: 'Keluar, biarkan di perangkat',
  removeGuestWork: 'Keluar dan hapus',
} as const;

/**
 * 'stay': "Batal", Escape, ✕ or the backdrop; 'leave': log out (a guest's work named stays on the device);
 * 'remove': log out, removing the guest's work named first.
 */
export type LogoutAnswer = 'stay' | 'leave' | 'remove';

/**
 * The question with a guest's work in it: two ways out besides "Batal", as the admin's confirmations ask (a title,
 * what happens, the answers named by what they do). Focus starts on "Batal", the first button.
 */
function GuestWorkQuestion({ question, answer }: { question: string; answer(choice: LogoutAnswer): void }) {
  const consequenceId = useId();
  return (
    <Dialog
      title={logoutDialogTexts.title}
      onClose={() => answer('stay')}
      testId="confirm-dialog"
      describedBy={consequenceId}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p id={consequenceId} data-testid="confirm-consequence">
          {question}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => answer('stay')} data-testid="confirm-cancel">
            Batal
          </Button>
          <Button variant="secondary" onClick={() => answer('leave')} data-testid="logout-keep-guest-work">
            {logoutDialogTexts.keepGuestWork}
          </Button>
          <Button variant="danger" onClick={() => answer('remove')} data-testid="logout-remove-guest-work">
            {logoutDialogTexts.removeGuestWork}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * Asks the logout's question (naming what would be lost) in the app's confirmation dialog. Without a guest's work
 * (`guestWork` false): "Keluar dan buang" answers 'leave'. With it: 'leave' keeps it on the device, 'remove' removes
 * it. "Batal", Escape, ✕ or the backdrop answer 'stay'. Focus starts on "Batal" and returns to what had it before.
 */
export function askLogout(question: string, guestWork = false): Promise<LogoutAnswer> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    let answered = false;
    const answer = (choice: LogoutAnswer) => {
      if (answered) return;
      answered = true;
      // Out of the click that answered: a root is not unmounted from inside its own event.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
        resolve(choice);
      });
    };
    root.render(
      guestWork ? (
        <GuestWorkQuestion question={question} answer={answer} />
      ) : (
        <ConfirmDialog
          title={logoutDialogTexts.title}
          confirmLabel={logoutDialogTexts.confirm}
          onConfirm={() => answer('leave')}
          onClose={() => answer('stay')}
        >
          <p>{question}</p>
        </ConfirmDialog>
      ),
    );
  });
}
