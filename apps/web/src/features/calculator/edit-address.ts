import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toCalculationRecord, type CalculationRecord } from '@kalkulator/core';
import toast from '../../lib/toast';
import { apiClient, describeApiError, isNotFound } from '../../lib/api-client';
import { toastMessages } from '../../lib/toast-messages';
import { listLocalCalculations } from '../../lib/storage';
import { useAuth } from '../auth';
import { EDIT_PARAM, editTargetOf, isLocalId, readEditTarget, withoutEdit } from './edit';

/** A stored result of the account, as the history answers it. */
function useAccountRecord(id: string | null) {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  return useQuery({
    queryKey: ['history', 'record', id],
    queryFn: async () =>
      (await apiClient.get<{ calculation: CalculationRecord }>(`/calculations/history/${id}`)).data
        .calculation,
    enabled: id !== null && loggedIn && /^\d+$/.test(id),
    retry: false,
  });
}

/**
 * The edit the address names (`?ubah=<id>`) when the history entry does not carry it: a new tab, a shared link or a
 * browser that lost the entry's state. The stored result is read from this browser (`local_…`) or from the account,
 * and put into the entry as 'Ubah' does; one that is not there (or of another job type) opens the fresh form with a
 * message. True while it is being read.
 */
export function useEditFromAddress(jobTypeId: number): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const named = new URLSearchParams(location.search).get(EDIT_PARAM);
  const wanted = named !== null && readEditTarget(location.state) === null ? named : null;
  const accountId = wanted !== null && !isLocalId(wanted) ? wanted : null;
  const account = useAccountRecord(accountId);
  // An account's result waits for the session to be restored (a new tab verifies its token first).
  const restoring = useAuth((state) => state.loading);
  const reading = accountId !== null && (restoring || account.fetchStatus === 'fetching');

  useEffect(() => {
    if (wanted === null || reading) return;
    const local = isLocalId(wanted) ? listLocalCalculations().find((result) => result.id === wanted) : null;
    const record = local ? toCalculationRecord(local) : account.data;
    if (record && record.job_type.id === jobTypeId) {
      const state = { ...(location.state as object | null), edit: editTargetOf(record) };
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state });
      return;
    }
    const failed = account.isError && !isNotFound(account.error);
    toast.error(failed ? (describeApiError(account.error)[0] ?? '') : toastMessages.editNotFound);
    void navigate(withoutEdit(location), { replace: true, state: null });
  }, [wanted, reading, account.data, account.isError, account.error, jobTypeId, location, navigate]);

  return wanted !== null;
}
