import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';

// Loaded only when "Keluar" has a question to ask (useLogout), not with the account menu on every page: the first
// page's script budget is tight. It draws in a root of its own because the menu that asked (the phone menu closes on
// the tap) may be gone before the answer comes.

export const logoutDialogTexts = {
  title: 'Keluar dari akun?',
  confirm: 'Keluar dan buang',
} as const;

/**
 * Asks the logout's question (naming what would be lost) in the app's confirmation dialog: resolves true when the
 * user chooses to log out, false on "Batal", Escape, ✕ or the backdrop. Focus starts on "Batal" and returns to what
 * had it before.
 */
export function askLogout(question: string): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      // Out of the click that answered: a root is not unmounted from inside its own event.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
        resolve(leave);
      });
    };
    root.render(
      <ConfirmDialog
        title={logoutDialogTexts.title}
        confirmLabel={logoutDialogTexts.confirm}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      >
        <p>{question}</p>
      </ConfirmDialog>,
    );
  });
}
