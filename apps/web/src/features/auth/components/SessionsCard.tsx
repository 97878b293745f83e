import { useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { isUnauthorized, operationMessage } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';
import { hasUnsavedProjects } from '../../projects/account-copies';
import { logoutDialogTexts } from './logout-dialog';
import { forgetGuestWork, unsavedWorkQuestion, type LogoutQuestion } from './logout-question';
import { useHomeFirst } from './useLogout';

/**
 * "Keluar" in the user menu ends this device's session only. This card ends them all (a lost phone, a shared site
 * office PC), after a second press that says what it does and, as "Keluar" does, what this device would lose (typed
 * project changes and calculator input) or keep for the next person (a guest's work, which the user may remove).
 */
export function SessionsCard() {
  const homeFirst = useHomeFirst();
  const logoutEverywhere = useAuth((state) => state.logoutEverywhere);
  const [asking, setAsking] = useState<{ question: LogoutQuestion | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = () =>
    setAsking({ question: unsavedWorkQuestion(hasUnsavedProjects(), authToasts.unsavedProjectsLeave) });

  async function confirm(removeGuestWork: boolean) {
    setBusy(true);
    const guestWork = removeGuestWork ? asking?.question?.guestWork : null;
    try {
      const message = await logoutEverywhere(async () => {
        await homeFirst();
        // Removed as the session ends, home on screen: no page still shows it.
        if (guestWork) forgetGuestWork(guestWork);
      });
      toast.success(message);
    } catch (error) {
      // A 401 is an ended session already, said by the API client; anything else leaves this device logged in.
      if (!isUnauthorized(error)) toast.error(operationMessage(error, authToasts.logoutEverywhereFailed));
      setBusy(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6" data-testid="sessions-card">
      <h2 className="text-lg font-semibold text-slate-900">Perangkat yang masuk</h2>
      <p className="mt-1 text-sm text-slate-500">
        Keluar dari menu hanya mengakhiri sesi di perangkat ini. Ponsel hilang atau pernah masuk di komputer
        bersama? Akhiri sesi di semua perangkat sekaligus.
      </p>
      {asking ? (
        <div
          className="mt-4 space-y-3 rounded-xl bg-red-50 p-4"
          role="alert"
          data-testid="logout-everywhere-confirm"
        >
          <p className="text-sm text-red-800">
            Semua perangkat, termasuk yang ini, harus login kembali. Data yang sudah tersimpan di akun tetap
            aman.
          </p>
          {asking.question && (
            <p className="text-sm font-semibold text-red-800" data-testid="logout-everywhere-unsaved">
              {asking.question.text}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={busy}>
              Batal
            </Button>
            {asking.question?.guestWork ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => void confirm(false)}
                  disabled={busy}
                  data-testid="logout-everywhere-accept"
                >
                  {logoutDialogTexts.keepGuestWork}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void confirm(true)}
                  disabled={busy}
                  data-testid="logout-everywhere-remove"
                >
                  {logoutDialogTexts.removeGuestWork}
                </Button>
              </>
            ) : (
              <Button
                variant="danger"
                onClick={() => void confirm(false)}
                disabled={busy}
                data-testid="logout-everywhere-accept"
              >
                Ya, keluar dari semua perangkat
              </Button>
            )}
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={ask} data-testid="logout-everywhere">
          Keluar dari semua perangkat
        </Button>
      )}
    </Card>
  );
}
