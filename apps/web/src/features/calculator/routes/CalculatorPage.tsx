import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import {
  createLocalId,
  estimateJobLocally,
  type CalculationFormData,
  type CalculationResult,
  type JobTypeDetails,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import {
  describeApiError,
  isNoResponse,
  isNotFound,
  operationMessage,
  toastApiError,
  validationDetails,
} from '../../../lib/api-client';
import { toastMessages } from '../../../lib/messages';
import { useAuth } from '../../auth';
import { listLocalCalculations, saveLocalCalculation } from '../../../lib/storage';
import { useJobTypeDetails } from '../api/queries';
import { useCalculate } from '../api/mutations';
import { CalculatorForm } from '../components/CalculatorForm';
import { ResultView } from '../components/ResultView';
import { stepOfField, toRequest } from '../form';
import { useCalculationSession } from '../store';

const jobDefaults = (jobType: JobTypeDetails) => ({
  productivity: String(jobType.default_productivity),
  worker_ratio: jobType.default_worker_ratio,
});

export default function CalculatorPage() {
  const jobTypeId = Number(useParams().jobTypeId);
  const details = useJobTypeDetails(jobTypeId);
  const invalid = !Number.isInteger(jobTypeId) || jobTypeId <= 0;

  if (invalid || (details.isError && isNotFound(details.error))) {
    return (
      <EmptyState title="Jenis pekerjaan tidak ditemukan.">
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          Pilih dari kategori pekerjaan
        </Link>
      </EmptyState>
    );
  }
  if (details.isError) {
    return (
      <ErrorState message={describeApiError(details.error)[0] ?? ''} onRetry={() => details.refetch()} />
    );
  }
  if (!details.data) return <Skeleton className="h-96" />;
  return <Calculator jobType={details.data} />;
}

function Calculator({ jobType }: { jobType: JobTypeDetails }) {
  const session = useCalculationSession();
  const { beginJobType, calculationSuccess, calculationFailure, startCalculation } = session;
  const calculate = useCalculate(jobType.id);
  const loggedIn = useAuth((state) => state.isAuthenticated);
  // 422 details belong to the form that was sent: any edit makes them stale.
  const [rejected, setRejected] = useState<{ form: CalculationFormData; errors: Record<string, string> }>();
  const [savedId, setSavedId] = useState<string | null>(null);

  useEffect(() => {
    beginJobType(jobType.id, jobDefaults(jobType));
  }, [beginJobType, jobType]);

  async function submit() {
    const form = toRequest(session.formData);
    setRejected(undefined);
    setSavedId(null);
    startCalculation();
    try {
      const result = await calculate.mutateAsync(form);
      calculationSuccess(result);
      toast.success(loggedIn ? toastMessages.calculationDoneUser : toastMessages.calculationDoneGuest);
    } catch (error) {
      if (isNoResponse(error)) {
        // Offline on site: the SPEC.md §9 browser estimate, clearly marked as such.
        const estimate = estimateJobLocally(jobType, form, { isLocal: true });
        calculationSuccess(estimate);
        toast(toastMessages.offlineEstimate, { icon: '📶' });
        return;
      }
      const details = validationDetails(error);
      setRejected({ form: session.formData, errors: details });
      const firstField = Object.keys(details)[0];
      if (firstField) session.setStep(stepOfField(firstField));
      calculationFailure(operationMessage(error, toastMessages.calculationFailed));
      toastApiError(error);
    }
  }

  function save(result: CalculationResult) {
    try {
      const now = new Date().toISOString();
      const id = createLocalId();
      const list = saveLocalCalculation({ ...result, id, is_local: true, created_at: now, updated_at: now });
      session.setHistory(list);
      setSavedId(id);
      toast.success(toastMessages.savedLocally);
    } catch {
      toast.error(toastMessages.saveFailed);
    }
  }

  useEffect(() => {
    session.setHistory(listLocalCalculations());
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Results and steps replace each other: start reading each from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [session.showResults, session.activeStep]);

  const result = session.currentCalculation;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          Beranda
        </Link>
        <span className="mx-2">/</span>
        <Link to={`/category/${jobType.category_id}`} className="font-medium text-brand-700 hover:underline">
          {jobType.category_name}
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{jobType.name}</h1>
        <p className="mt-1 text-sm text-slate-500">
          <span className="font-mono">{jobType.code}</span> · satuan {jobType.unit}
        </p>
      </header>

      {session.showResults && result ? (
        <ResultView
          result={result}
          actions={
            <>
              <Button
                data-testid="save-result"
                onClick={() => save(result)}
                disabled={savedId !== null}
                className="sm:flex-1"
                // Saving to the account arrives in a later release; until then it is the browser for everyone.
                title={loggedIn ? 'Untuk sementara disimpan di browser ini, belum ke akun Anda.' : undefined}
              >
                {savedId ? '✓ Tersimpan di browser' : loggedIn ? 'Simpan (di browser)' : 'Simpan'}
              </Button>
              <Button
                variant="secondary"
                data-testid="edit-input"
                onClick={session.editInput}
                className="sm:flex-1"
              >
                Ubah Input
              </Button>
              <Button
                variant="ghost"
                data-testid="reset-form"
                onClick={() => {
                  setSavedId(null);
                  beginJobType(jobType.id, jobDefaults(jobType), true);
                }}
              >
                Reset
              </Button>
            </>
          }
        />
      ) : (
        <Card className="p-5 sm:p-6">
          {session.error && !session.isCalculating && (
            <p
              role="alert"
              data-testid="calculation-error"
              className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              {session.error}
            </p>
          )}
          <CalculatorForm
            jobType={jobType}
            serverErrors={rejected?.form === session.formData ? rejected.errors : {}}
            onSubmit={submit}
            submitting={session.isCalculating}
          />
        </Card>
      )}
    </div>
  );
}
