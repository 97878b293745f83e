import { useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { isUnauthorized, operationMessage } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';
import { hasUnsavedProjects } from '../../projects/account-copies';
import { useHomeFirst } from './useLogout';

/**
 * "Keluar" in the user menu ends this device's session only. This card ends them all (a lost phone, a shared site
 * office PC), after a second press that says what it does.
 */
export function SessionsCard() {
  const homeFirst = useHomeFirst();
  const logoutEverywhere = useAuth((state) => state.logoutEverywhere);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const message = await logoutEverywhere(homeFirst);
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
          {hasUnsavedProjects() && (
            <p className="text-sm font-semibold text-red-800" data-testid="logout-everywhere-unsaved">
              {authToasts.unsavedProjectsLeave}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
              Batal
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm()}
              disabled={busy}
              data-testid="logout-everywhere-accept"
            >
              Ya, keluar dari semua perangkat
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => setAsking(true)}
          data-testid="logout-everywhere"
        >
          Keluar dari semua perangkat
        </Button>
      )}
    </Card>
  );
}
