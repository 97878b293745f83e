import { useRef } from 'react';
import toast from '../../lib/toast';
import {
  createLocalId,
  isLocalId,
  saveCopyLocalId,
  type CalculationFormData,
  type CalculationResult,
} from '@kalkulator/core';
import { isNoResponse, isUnauthorized, operationMessage } from '../../lib/api-client';
import { toastMessages } from '../../lib/toast-messages';
import { saveLocalCalculation } from '../../lib/storage';
import { storageFailureMessage } from '../../lib/storage-full';
import { useAuth } from '../auth';
import { saveKey, useSaveToAccount } from './api/mutations';
import { useCalculationSession } from './store';

/**
 * The toast of a result and of its saving share one place: the saved (or failed) message replaces the hint
 * "Gunakan tombol Simpan…" instead of stacking under it.
 */
export const RESULT_TOAST = { id: 'calculation-result' } as const;

/** Simpan: to the account when logged in (the server recomputes the form), else to this browser. */
export function useSaveResult(jobTypeId: number) {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const setHistory = useCalculationSession((state) => state.setHistory);
  const showResult = useCalculationSession((state) => state.calculationSuccess);
  const markFormSaved = useCalculationSession((state) => state.markFormSaved);
  const forgetSaved = useCalculationSession((state) => state.forgetSaved);
  // Kept with the result (store.ts), so a reload on a saved result does not offer to save it again.
  const savedId = useCalculationSession((state) => state.savedResultId);
  const saveToAccount = useSaveToAccount(jobTypeId);
  // A second tap before the first save has answered (the button is disabled only at the next render) does nothing.
  const busy = useRef(false);

  function saveInBrowser(result: CalculationResult, successMessage: string, id = createLocalId()) {
    try {
      const now = new Date().toISOString();
      setHistory(saveLocalCalculation({ ...result, id, is_local: true, created_at: now, updated_at: now }));
      markFormSaved(id);
      toast.success(successMessage, RESULT_TOAST);
    } catch (error) {
      toast.error(storageFailureMessage(error, toastMessages.saveFailed), RESULT_TOAST);
    }
  }

  async function save(result: CalculationResult, form: CalculationFormData) {
    if (busy.current) return;
    busy.current = true;
    try {
      await saveOnce(result, form);
    } finally {
      busy.current = false;
    }
  }

  async function saveOnce(result: CalculationResult, form: CalculationFormData) {
    if (!loggedIn) return saveInBrowser(result, toastMessages.savedLocally);
    const key = saveKey(result);
    try {
      const answer = await saveToAccount.mutateAsync({ form, key });
      // The server recomputes with today's catalogue: the screen shows what the account now holds, and says so
      // when the RAB is not the one shown before (an offline estimate, or prices changed since).
      showResult(answer.calculation);
      markFormSaved(String(answer.calculation.id));
      const savedRab = answer.calculation.summary.rab_total;
      const shownRab = result.summary.rab_total;
      toast.success(
        savedRab !== shownRab
          ? toastMessages.savedWithOtherRab(savedRab, shownRab, result.is_estimate === true)
          : answer.message || toastMessages.savedToAccount,
        RESULT_TOAST,
      );
    } catch (error) {
      // On site the signal comes and goes: keep the result in the browser rather than lose it.
      // The save may have reached the server unanswered: the copy is named after its key, so a sync finds it.
      if (isNoResponse(error))
        return saveInBrowser(result, toastMessages.savedLocallyOffline, saveCopyLocalId(key));
      // An ended session is already said by the 401's own toast (lib/api-client.ts): not twice.
      if (isUnauthorized(error)) return;
      toast.error(operationMessage(error, toastMessages.saveFailed), RESULT_TOAST);
    }
  }

  return {
    save,
    savedId,
    saving: saveToAccount.isPending,
    label: savedId ? (isLocalId(savedId) ? '✓ Tersimpan di browser' : '✓ Tersimpan di akun') : 'Simpan',
    forget: forgetSaved,
  };
}
