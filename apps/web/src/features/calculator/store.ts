import { create } from 'zustand';
import { DEFAULT_FORM_DATA, type CalculationFormData, type CalculationResult } from '@kalkulator/core';
import { mergeDraft, readDraft, removeDraft, removeDrafts, writeDraft } from '../../lib/drafts';
import { useAuth } from '../auth/store';

// The calculation session of SPEC.md §4.

export const STEP_COUNT = 3;

/** What the calculator shows: a step of the form, or the result. */
export type CalculatorView = 1 | 2 | 3 | 'hasil';

export interface CalculationStats {
  total: number;
  totalRab: number;
}

export interface CalculationSessionState {
  currentCalculation: CalculationResult | null;
  history: CalculationResult[];
  stats: CalculationStats | null;
  isCalculating: boolean;
  error: string | null;
  formData: CalculationFormData;
  showResults: boolean;
  showMaterialSpecs: boolean;
  activeStep: number;
  /** The job type the form data belongs to; a different job type starts a fresh form. */
  jobTypeId: number | null;
  /**
   * Where the form is kept in the browser while typed: `job:<id>` for a fresh calculation of a job type,
   * `edit:<id>` for a stored result opened with 'Ubah', so the two never mix.
   */
  draftKey: string | null;
  /** What seeded the open form from outside (a hand-off's ?volume=), kept with its draft. */
  draftSeed: string | null;
  /**
   * The form as it is was saved as a result (to the account or the browser) and not changed since: its draft holds
   * nothing a logout would lose (typed-drafts.ts).
   */
  formSaved: boolean;
  /** Where the result shown was saved (a `local_` id or the account's), kept with it across a reload: not saved twice. */
  savedResultId: string | null;
}

/** Opening a job type's form: from its kept draft unless `fresh` (Reset, a hand-off), from `defaults` otherwise. */
export interface BeginOptions {
  fresh?: boolean;
  /** Defaults to the job type's own fresh form, `job:<id>`. */
  draftKey?: string;
  /**
   * The form is seeded by this value (a hand-off's ?volume=): fresh, unless the kept draft grew from the same seed
   * (a reload of the same link keeps what was typed since).
   */
  seed?: string;
}

interface StoredDraft {
  formData: CalculationFormData;
  activeStep: number;
  seed: string | null;
  /** When it was written (ms): the step comes back only with a recent draft. */
  savedAt: number;
  /** The form was saved as a result and not changed since (the session's formSaved). */
  saved?: boolean;
  /** The result on screen when it was written: a reload or a killed tab comes back to it (for STEP_KEPT_MS). */
  result?: CalculationResult;
  /** Where that result was saved, if it was. */
  savedId?: string;
}

/**
 * How long a half-way step is kept: a reload or a tab the phone killed comes back at its step; a later visit starts at
 * step 1 with what was typed, where the volume is in sight before Hitung uses it again.
 */
export const STEP_KEPT_MS = 30 * 60_000;

/** A kept result of this job type, as far as the result view needs to trust it. */
function keptResult(value: unknown, jobTypeId: number): CalculationResult | undefined {
  const result = value as Partial<CalculationResult> | null | undefined;
  const whole =
    typeof result === 'object' &&
    result !== null &&
    result.job_type?.id === jobTypeId &&
    typeof result.summary?.rab_total === 'number' &&
    typeof result.input?.volume === 'number';
  return whole ? (result as CalculationResult) : undefined;
}

/** The kept form when it is one: every field the form knows, of the type it has there. */
function readStoredDraft(key: string, defaults: CalculationFormData, jobTypeId: number): StoredDraft | null {
  const stored = readDraft(`calculator:${key}`) as Partial<StoredDraft> | undefined;
  if (typeof stored?.formData !== 'object' || stored.formData === null) return null;
  const formData = mergeDraft(defaults as unknown as Record<string, unknown>, stored.formData);
  const material_specs = (stored.formData as Partial<CalculationFormData>).material_specs;
  if (Array.isArray(material_specs)) formData.material_specs = material_specs;
  const step = Number(stored.activeStep);
  const age = Date.now() - Number(stored.savedAt);
  const recent = age >= 0 && age <= STEP_KEPT_MS;
  return {
    formData: formData as unknown as CalculationFormData,
    activeStep: recent && Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1,
    seed: typeof stored.seed === 'string' ? stored.seed : null,
    savedAt: Number(stored.savedAt),
    saved: stored.saved === true,
    result: recent ? keptResult(stored.result, jobTypeId) : undefined,
    savedId: typeof stored.savedId === 'string' ? stored.savedId : undefined,
  };
}

export interface CalculationSessionActions {
  startCalculation(): void;
  calculationSuccess(result: CalculationResult): void;
  calculationFailure(message: string): void;
  resetForm(): void;
  clearAll(): void;
  /**
   * Opens the form for a job type; keeps the form when it is already open under the same draft key, else takes the
   * kept draft, unless `fresh`.
   */
  beginJobType(jobTypeId: number, defaults: Partial<CalculationFormData>, options?: BeginOptions): void;
  setFormField<K extends keyof CalculationFormData>(name: K, value: CalculationFormData[K]): void;
  setStep(step: number): void;
  toggleMaterialSpecs(): void;
  editInput(): void;
  /** Opens a step, or the result when it is still at hand (else the form stays at its step). */
  showView(view: CalculatorView): void;
  setHistory(history: CalculationResult[]): void;
  /**
   * The open form was just saved as a result (kept under `savedId`): until it changes, nothing typed in it is unsaved,
   * and until the next Hitung the result shown is that saved one.
   */
  markFormSaved(savedId: string): void;
  /** A new Hitung: the result shown is no longer one saved. */
  forgetSaved(): void;
}

const initialState: CalculationSessionState = {
  currentCalculation: null,
  history: [],
  stats: null,
  isCalculating: false,
  error: null,
  formData: DEFAULT_FORM_DATA,
  showResults: false,
  showMaterialSpecs: false,
  activeStep: 1,
  jobTypeId: null,
  draftKey: null,
  draftSeed: null,
  formSaved: false,
  savedResultId: null,
};

export const useCalculationSession = create<CalculationSessionState & CalculationSessionActions>()(
  (set, get) => ({
    ...initialState,
    startCalculation: () => set({ isCalculating: true, error: null }),
    // A result shown anew is not one saved until Simpan says so (markFormSaved).
    calculationSuccess: (result) =>
      set({
        currentCalculation: result,
        isCalculating: false,
        error: null,
        showResults: true,
        savedResultId: null,
      }),
    calculationFailure: (message) => set({ error: message, isCalculating: false }),
    resetForm: () =>
      set({
        formData: DEFAULT_FORM_DATA,
        showResults: false,
        showMaterialSpecs: false,
        activeStep: 1,
        currentCalculation: null,
        savedResultId: null,
        error: null,
      }),
    clearAll: () => set(initialState),
    beginJobType: (jobTypeId, defaults, { fresh = false, draftKey = `job:${jobTypeId}`, seed } = {}) => {
      const open = get();
      const sameSeed = seed === undefined || open.draftSeed === seed;
      if (!fresh && open.draftKey === draftKey && open.jobTypeId === jobTypeId && sameSeed) return;
      const formData = { ...DEFAULT_FORM_DATA, ...defaults };
      const stored = fresh ? null : readStoredDraft(draftKey, formData, jobTypeId);
      const kept = stored && (seed === undefined || stored.seed === seed) ? stored : null;
      if (!kept) removeDraft(`calculator:${draftKey}`);
      // One stored result is edited at a time: older edits' drafts go.
      if (draftKey.startsWith('edit:')) removeDrafts('calculator:edit:', `calculator:${draftKey}`);
      set({
        ...initialState,
        history: open.history,
        stats: open.stats,
        jobTypeId,
        draftKey,
        draftSeed: seed ?? kept?.seed ?? null,
        formData: kept?.formData ?? formData,
        activeStep: kept?.activeStep ?? 1,
        formSaved: kept?.saved ?? false,
        // At hand, not shown: the history entry a reload lands on opens it (step-history.ts).
        currentCalculation: kept?.result ?? null,
        savedResultId: (kept?.result && kept.savedId) ?? null,
      });
    },
    setFormField: (name, value) =>
      set((state) => ({ formData: { ...state.formData, [name]: value }, formSaved: false })),
    setStep: (step) => set({ activeStep: Math.min(Math.max(1, step), STEP_COUNT) }),
    toggleMaterialSpecs: () => set((state) => ({ showMaterialSpecs: !state.showMaterialSpecs })),
    editInput: () => set({ showResults: false, activeStep: 1 }),
    showView: (view) =>
      set((state) => {
        if (view !== 'hasil') return { showResults: false, activeStep: view };
        return state.currentCalculation ? { showResults: true } : {};
      }),
    setHistory: (history) =>
      set({
        history,
        stats: {
          total: history.length,
          totalRab: history.reduce((sum, item) => sum + item.summary.rab_total, 0),
        },
      }),
    markFormSaved: (savedId) => set({ formSaved: true, savedResultId: savedId }),
    forgetSaved: () => set({ savedResultId: null }),
  }),
);

// What is typed is kept per draft key as it changes, so a reload or a killed tab gives it back.
useCalculationSession.subscribe((state, previous) => {
  if (!state.draftKey || state.draftKey !== previous.draftKey) return;
  const changed =
    state.formData !== previous.formData ||
    state.activeStep !== previous.activeStep ||
    state.showResults !== previous.showResults ||
    state.currentCalculation !== previous.currentCalculation ||
    state.savedResultId !== previous.savedResultId ||
    state.formSaved !== previous.formSaved;
  if (!changed) return;
  // Half-way through the steps the step comes back too (for a while: STEP_KEPT_MS); once calculated, the inputs come
  // back at step 1, ready for the next variant, and the result with them: a reload on the result shows it again.
  const activeStep = state.showResults ? 1 : state.activeStep;
  const draft: StoredDraft = {
    formData: state.formData,
    activeStep,
    seed: state.draftSeed,
    savedAt: Date.now(),
    ...(state.formSaved && { saved: true }),
    ...(state.currentCalculation && { result: state.currentCalculation }),
    ...(state.currentCalculation && state.savedResultId && { savedId: state.savedResultId }),
  };
  writeDraft(`calculator:${state.draftKey}`, draft);
});

// Logging out clears the form on screen too (its kept drafts are cleared by the logout itself).
useAuth.subscribe((state, previous) => {
  if (previous.isAuthenticated && !state.isAuthenticated) useCalculationSession.getState().clearAll();
});
