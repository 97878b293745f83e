import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import toast from '../../../lib/toast';
import {
  calculateJob,
  formatDateTime,
  formatQuantity,
  formatRupiah,
  toCalculationRecord,
  type CalculationFormData,
  type CalculationRecord,
  type CalculationResult,
  type JobTypeDetails,
} from '@kalkulator/core';
import { Button, buttonClass } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { NotOnDevice } from '../../../components/NotOnDevice';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import {
  describeApiError,
  isConflict,
  isNoResponse,
  isNotFound,
  operationMessage,
  toastApiError,
  validationDetails,
} from '../../../lib/api-client';
import { connectionMessages } from '../../../lib/messages';
import { toastMessages } from '../../../lib/toast-messages';
import { isBookNotFound } from '../book-gone';
import { missingOffline } from '../../../lib/offline';
import { useAuth } from '../../auth';
import { ExportButtons } from '../../export';
import { listLocalCalculations, updateLocalCalculation } from '../../../lib/storage';
import { storageFailureMessage } from '../../../lib/storage-full';
import { jobTypeDetailsKey, useJobTypeDetails } from '../api/queries';
import { UnitPricePanel } from '../components/UnitPricePanel';
import { usePriceBookChoice } from '../../price-books/choice';
import { PriceBookSelect } from '../../price-books/components/PriceBookSelect';
import { AddToProjectDialog } from '../../projects';
import { useCalculate, useUpdateCalculation } from '../api/mutations';
import { RESULT_TOAST, useSaveResult } from '../useSaveResult';
import {
  forgetSentUpdate,
  holdsSentForm,
  rememberOwnUpdate,
  rememberSentUpdate,
  unansweredUpdate,
  versionOf,
} from '../edit-versions';
import {
  editPath,
  isLocalId,
  readEditTarget,
  recomputeLocal,
  toEditableForm,
  withoutEdit,
  type EditTarget,
} from '../edit';
import { useEditFromAddress } from '../edit-address';
import { jobDefaults } from '../crew-defaults';
import { handedOver } from '../hand-off';
import { pricedOtherwise } from '../priced-otherwise';
import { CalculatorForm } from '../components/CalculatorForm';
import { ResultView } from '../components/ResultView';
import { stepOfField, toRequest } from '../form';
import { readTrail, useStepHistory } from '../step-history';
import { useCalculationSession } from '../store';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * Where the edit of a stored result is kept while typed: the result and the history entry that opened it, so a
 * reload keeps the edit and a new 'Ubah' starts from the stored form.
 */
const editDraftKey = (edit: EditTarget, entry: string) => `edit:${edit.id}:${entry}`;

/**
 * The book the page prices with: an edit's own (the result's, or the one chosen in the edit's form, kept with its
 * draft), else the one remembered for the next job.
 */
function usePageBook(): { bookId: number | null; editing: boolean } {
  const edit = readEditTarget(useLocation().state);
  const remembered = usePriceBookChoice((state) => state.bookId);
  const chosenInEdit = useCalculationSession((state) =>
    edit && state.draftKey?.startsWith(`edit:${edit.id}:`) ? state.formData.price_book_id : undefined,
  );
  if (!edit) return { bookId: remembered, editing: false };
  return { bookId: chosenInEdit === undefined ? edit.price_book_id : chosenInEdit, editing: true };
}

/** An edit's book: the one chosen in its form, else the result's own. */
const editBookOf = (edit: EditTarget, form: CalculationFormData) =>
  form.price_book_id === undefined ? edit.price_book_id : form.price_book_id;

export default function CalculatorPage() {
  const jobTypeId = Number(useParams().jobTypeId);
  const { bookId, editing } = usePageBook();
  const details = useJobTypeDetails(jobTypeId, bookId);
  const openingEdit = useEditFromAddress(jobTypeId);
  const invalid = !Number.isInteger(jobTypeId) || jobTypeId <= 0;
  useDocumentTitle(details.data?.name);
  // A remembered book that is gone (deleted, or another account's private one) answers 404 for every job type: the
  // choice goes and the page asks again with the catalogue's prices, instead of calling each job type missing.
  const bookGone = bookId !== null && details.isError && isBookNotFound(details.error);
  useEffect(() => {
    if (bookGone) dropUnavailableBook(editing);
  }, [bookGone, editing]);

  if (invalid || (details.isError && isNotFound(details.error) && !bookGone)) {
    return (
      <EmptyState title="Jenis pekerjaan tidak ditemukan.">
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          Pilih dari kategori pekerjaan
        </Link>
      </EmptyState>
    );
  }
  // Offline, a job type never opened online is not in the device's cache: say so instead of a skeleton that never
  // ends or a bare "cannot connect" (it loads by itself once the connection is back).
  if (missingOffline(details)) return <NotOnDevice message={connectionMessages.jobTypeNotCached} />;
  if (details.isError) {
    return (
      <ErrorState message={describeApiError(details.error)[0] ?? ''} onRetry={() => details.refetch()} />
    );
  }
  if (!details.data || openingEdit || bookGone) return <Skeleton className="h-96" />;
  return <Calculator jobType={details.data} />;
}

/** The remembered book is not there any more: the catalogue's prices from now on, and the user is told. */
function dropUnavailableBook(editing = false) {
  if (editing) useCalculationSession.getState().setFormField('price_book_id', null);
  else usePriceBookChoice.getState().choose(null);
  toast(toastMessages.priceBookUnavailable, { id: 'price-book-unavailable', icon: 'ℹ️' });
}

/**
 * The price book the job is priced with, remembered for the next job (a private one until the session ends). An
 * edit shows the book of the result it changes, and a change here belongs to that edit only.
 */
function BookChoice({ editBook }: { editBook?: number | null }) {
  const remembered = usePriceBookChoice();
  const setFormField = useCalculationSession((state) => state.setFormField);
  if (editBook !== undefined)
    return (
      <PriceBookSelect
        value={editBook}
        onChange={(id) => setFormField('price_book_id', id)}
        onUnavailable={() => dropUnavailableBook(true)}
        testId="calculator-price-book"
      />
    );
  const { bookId, choose } = remembered;
  return (
    <PriceBookSelect
      value={bookId}
      onChange={(id, book) => choose(id, book?.private ?? true)}
      onUnavailable={dropUnavailableBook}
      testId="calculator-price-book"
    />
  );
}

/** The stored version a 409 answers with (changed on another device since the edit opened). */
const conflictRecord = (error: unknown): CalculationRecord | undefined =>
  isConflict(error)
    ? (error.response?.data as { calculation?: CalculationRecord } | undefined)?.calculation
    : undefined;

function Calculator({ jobType }: { jobType: JobTypeDetails }) {
  const session = useCalculationSession();
  const { beginJobType, calculationSuccess, calculationFailure, startCalculation } = session;
  const calculate = useCalculate(jobType.id);
  const saved = useSaveResult(jobType.id);
  const updateCalculation = useUpdateCalculation();
  const location = useLocation();
  const navigate = useNavigate();
  const locationState: unknown = location.state;
  // The entry 'Ubah' opened, also from the entries the steps add after it (step-history.ts).
  const entry = readTrail(locationState)?.entry ?? location.key;
  const query = location.search;
  // 'Ubah' from the history: the stored form, and the result it replaces when recalculated. It belongs to the
  // history entries 'Ubah' opened (Reset leaves them; Back returns to them).
  const editing = useMemo(() => readEditTarget(locationState), [locationState]);
  const loggedIn = useAuth((state) => state.isAuthenticated);
  // 422 details belong to the form that was sent: any edit makes them stale.
  const [addingToProject, setAddingToProject] = useState(false);
  const [rejected, setRejected] = useState<{ form: CalculationFormData; errors: Record<string, string> }>();
  // The stored version another device saved while this edit was open (a 409), until the user chooses.
  const [overtaken, setOvertaken] = useState<CalculationRecord | null>(null);
  // The stored result this edit changes is gone (deleted on another device, or moved to the account): what was
  // typed can still become a new calculation.
  const [gone, setGone] = useState(false);
  useEffect(() => {
    setOvertaken(null);
    setGone(false);
  }, [editing]);

  /** The typed form, no longer an edit: the job type's own form, to be calculated and saved as a new result. */
  function asNewCalculation() {
    const typed = session.formData;
    void navigate(withoutEdit(location), { replace: true, state: null });
    beginJobType(jobType.id, typed, { fresh: true });
    toast(toastMessages.editGoneAsNew);
  }

  // Before the first paint: the form shows its kept draft at once, not a frame of an empty form first.
  useLayoutEffect(() => {
    // A specialised calculator's quantity (and a wall's brick, the waste typed there):
    // /calculate/{id}?volume=30&brick_type=batako&waste=5.
    const handOff = handedOver(new URLSearchParams(query), jobType);
    // A stored result's edit is kept apart from the job type's fresh form (both survive a reload).
    if (editing)
      beginJobType(
        jobType.id,
        { ...jobDefaults(jobType), ...toEditableForm(editing.form), price_book_id: editing.price_book_id },
        { draftKey: editDraftKey(editing, entry) },
      );
    else if (handOff)
      // The crew of the brick handed over (a batako wall's 1:2, not bata merah's 1:3).
      beginJobType(
        jobType.id,
        { ...jobDefaults(jobType, handOff.form.brick_type), ...handOff.form },
        { seed: handOff.seed },
      );
    else beginJobType(jobType.id, jobDefaults(jobType));
  }, [beginJobType, jobType, editing, entry, query]);
  useStepHistory(jobType.id, editing ? editDraftKey(editing, entry) : `job:${jobType.id}`);

  // Hitung replaces the form, and the pressed button with it, by the result: the focus goes to the result's heading
  // (a screen reader says the job and its RAB) instead of dropping to the page. A result reopened by Back or Forward
  // leaves the focus alone, as a step reopened that way does (CalculatorForm's step headings).
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);
  function showResult(result: CalculationResult) {
    focusResult.current = true;
    calculationSuccess(result);
  }
  useEffect(() => {
    if (!focusResult.current || !session.showResults) return;
    focusResult.current = false;
    // Unless the user went on to something else (the panel under the form) while the answer was on its way.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) resultHeading.current?.focus();
  }, [session.showResults, session.currentCalculation]);

  // The server prices with today's prices: a result priced otherwise than the details shown (a price changed while
  // the device was offline, or within the details' fresh minutes) asks for the details again, once per result, so
  // the unit-price panel and the next offline estimate agree with it.
  const queryClient = useQueryClient();
  const checkedResult = useRef<CalculationResult | null>(null);
  useEffect(() => {
    const shown = session.currentCalculation;
    if (!shown || checkedResult.current === shown) return;
    checkedResult.current = shown;
    if (pricedOtherwise(shown, jobType))
      void queryClient.invalidateQueries({ queryKey: jobTypeDetailsKey(jobType.id) });
  }, [session.currentCalculation, jobType, queryClient]);

  function updateLocal(target: EditTarget, form: CalculationFormData) {
    try {
      const updated = recomputeLocal(jobType, target, form);
      const history = updateLocalCalculation(updated);
      if (!history) {
        calculationFailure(toastMessages.localNotFound);
        toast.error(toastMessages.localNotFound);
        setGone(true);
        return;
      }
      session.setHistory(history);
      showResult(updated);
      toast.success(toastMessages.localUpdated);
    } catch (error) {
      // Storage full: the stored result stays as it was, and the message says why.
      const message = storageFailureMessage(error, toastMessages.localUpdateFailed);
      calculationFailure(message);
      toast.error(message);
    }
  }

  /**
   * PUT of an account result's edit over the version `expected`. A 409 whose stored version is this tab's own
   * earlier save (stored although its answer was lost) is no other device's change: that version is taken as the
   * one the edit stands on and the form is sent once more over it, with no question.
   */
  async function updateAccountResult(id: number | string, form: CalculationFormData, expected?: string) {
    const unanswered = unansweredUpdate(id);
    const send = async (version?: string) => {
      rememberSentUpdate(id, form);
      try {
        const answer = await updateCalculation.mutateAsync({
          id,
          form: version ? { ...form, expected_updated_at: version } : form,
        });
        forgetSentUpdate(id);
        return answer;
      } catch (error) {
        if (!isNoResponse(error)) forgetSentUpdate(id);
        throw error;
      }
    };
    try {
      return await send(expected);
    } catch (error) {
      const latest = conflictRecord(error);
      const ownSave =
        latest && [unanswered, form].some((sent) => sent && holdsSentForm(latest.calculation_data, sent));
      if (!latest || !ownSave) throw error;
      rememberOwnUpdate(id, latest.updated_at);
      return send(latest.updated_at);
    }
  }

  /** Hitung; `keepMineOver`: the other device's version the user chose to overwrite with this edit. */
  async function submit(keepMineOver?: string) {
    const bookId = editing ? editBookOf(editing, session.formData) : usePriceBookChoice.getState().bookId;
    const form = { ...toRequest(session.formData), price_book_id: bookId };
    setRejected(undefined);
    saved.forget();
    startCalculation();
    // A browser result is recomputed in the browser and never sent (SPEC.md §4).
    if (editing && isLocalId(editing.id)) return updateLocal(editing, form);
    try {
      if (editing) {
        const expected = keepMineOver ?? versionOf(editing.id, editing.updated_at);
        const answer = await updateAccountResult(editing.id, form, expected);
        rememberOwnUpdate(editing.id, answer.calculation.updated_at);
        setOvertaken(null);
        showResult(answer.calculation);
        toast.success(answer.message || toastMessages.updated);
        return;
      }
      const result = await calculate.mutateAsync(form);
      showResult(result);
      toast.success(
        loggedIn ? toastMessages.calculationDoneUser : toastMessages.calculationDoneGuest,
        RESULT_TOAST,
      );
    } catch (error) {
      if (!editing && isNoResponse(error)) {
        // Offline on site: the shared core computes with the catalogue this page loaded (cached by the service
        // worker), clearly marked as an offline estimate until it is recomputed online.
        const estimate = { ...calculateJob(jobType, form, { isLocal: true }), is_estimate: true };
        showResult(estimate);
        toast(toastMessages.offlineEstimate, { icon: '📶' });
        return;
      }
      const latest = conflictRecord(error);
      if (editing && latest) {
        // Changed on another device since it was opened: nothing is overwritten unless the user says so.
        const message = operationMessage(error, toastMessages.updateFailed);
        setOvertaken(latest);
        calculationFailure(message);
        toast.error(message);
        return;
      }
      if (editing && isNotFound(error) && !isBookNotFound(error)) setGone(true);
      if (bookId !== null && isBookNotFound(error)) {
        calculationFailure(toastMessages.priceBookUnavailable);
        return dropUnavailableBook(Boolean(editing));
      }
      const details = validationDetails(error);
      setRejected({ form: session.formData, errors: details });
      const firstField = Object.keys(details)[0];
      if (firstField) session.setStep(stepOfField(firstField));
      const fallback = editing ? toastMessages.updateFailed : toastMessages.calculationFailed;
      calculationFailure(operationMessage(error, fallback));
      // A refused form: one toast per field, "param: msg" (SPEC.md §8), for an update as for a new calculation.
      if (editing && !firstField) toast.error(operationMessage(error, fallback));
      else toastApiError(error);
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
  const saveIdle = saved.savedId !== null || saved.saving;
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
        {editing && (
          <p
            data-testid="editing-banner"
            className="mt-3 rounded-xl bg-brand-50 px-4 py-2 text-sm text-slate-800 ring-1 ring-brand-200"
          >
            Mengubah kalkulasi tersimpan di {isLocalId(editing.id) ? 'browser ini' : 'akun Anda'}: hitung
            ulang untuk memperbaruinya.
          </p>
        )}
      </header>

      {session.showResults && result ? (
        <ResultView
          result={result}
          headingRef={resultHeading}
          exports={
            <ExportButtons
              records={[
                toCalculationRecord(
                  // Once saved, the report names where the result is kept.
                  saved.savedId
                    ? { ...result, id: saved.savedId, is_local: isLocalId(saved.savedId) }
                    : result,
                ),
              ]}
              print
            />
          }
          actions={
            <>
              {editing ? (
                <Link
                  to="/history"
                  data-testid="back-to-history"
                  className={buttonClass('primary', 'sm:flex-1')}
                >
                  ✓ Diperbarui · Kembali ke History
                </Link>
              ) : (
                <Button
                  data-testid="save-result"
                  // Never `disabled`: a button disabled under the focus drops it to the page. Saving or saved, it
                  // says so and does nothing (as the projects' Simpan bar).
                  aria-disabled={saveIdle}
                  // Saved with the book the result shown was priced with (the server recomputes it).
                  onClick={() => {
                    void saved.save(result, {
                      ...toRequest(session.formData),
                      price_book_id: result.price_book?.id ?? null,
                    });
                  }}
                  className="sm:flex-1"
                >
                  {saved.saving ? 'Menyimpan...' : saved.label}
                </Button>
              )}
              <Button
                variant="secondary"
                data-testid="add-to-project-open-dialog"
                onClick={() => setAddingToProject(true)}
                className="sm:flex-1"
              >
                Tambah ke proyek
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
                  saved.forget();
                  // A fresh form is a new calculation, no longer the stored one; a reload after Reset stays on it.
                  if (editing) void navigate(withoutEdit(location), { replace: true, state: null });
                  beginJobType(jobType.id, jobDefaults(jobType), { fresh: true });
                }}
              >
                Reset
              </Button>
            </>
          }
        />
      ) : (
        <Card className="p-5 sm:p-6">
          {overtaken && editing && (
            <div
              role="alert"
              data-testid="edit-overtaken"
              className="mb-5 space-y-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <p>
                {session.error} Versi di akun disimpan {formatDateTime(overtaken.updated_at)}: volume{' '}
                {formatQuantity(overtaken.volume)} {overtaken.job_type.unit}, RAB{' '}
                {formatRupiah(overtaken.total_rab)}.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  data-testid="edit-overtaken-keep-mine"
                  onClick={() => void submit(overtaken.updated_at)}
                  className="sm:flex-1"
                >
                  Simpan versi saya
                </Button>
                <Link
                  to={editPath(overtaken)}
                  data-testid="edit-overtaken-open-latest"
                  className={buttonClass('secondary', 'sm:flex-1')}
                >
                  Buka versi terbaru
                </Link>
              </div>
            </div>
          )}
          {session.error && !session.isCalculating && !(overtaken && editing) && (
            <div
              role="alert"
              data-testid="calculation-error"
              className="mb-5 space-y-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              <p>{session.error}</p>
              {gone && editing && (
                <Button
                  data-testid="edit-gone-as-new"
                  onClick={asNewCalculation}
                  className="w-full sm:w-auto"
                >
                  Jadikan kalkulasi baru
                </Button>
              )}
            </div>
          )}
          <div className="mb-5">
            <BookChoice editBook={editing ? editBookOf(editing, session.formData) : undefined} />
          </div>
          <CalculatorForm
            jobType={jobType}
            serverErrors={rejected?.form === session.formData ? rejected.errors : {}}
            onSubmit={() => void submit()}
            submitting={session.isCalculating}
          />
        </Card>
      )}
      <UnitPricePanel jobType={jobType} brickType={session.formData.brick_type} />
      {addingToProject && result && (
        <Suspense fallback={null}>
          <AddToProjectDialog
            jobTypeId={jobType.id}
            volume={result.input.volume}
            result={result}
            categoryName={jobType.category_name}
            brickType={jobType.has_brick_variants ? result.calculation_data.brick_type : null}
            onClose={() => setAddingToProject(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
