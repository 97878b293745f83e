import { create } from 'zustand';
import { DEFAULT_FORM_DATA, type CalculationFormData, type CalculationResult } from '@kalkulator/core';

// The calculation session of SPEC.md §4.

export const STEP_COUNT = 3;

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
}

export interface CalculationSessionActions {
  startCalculation(): void;
  calculationSuccess(result: CalculationResult): void;
  calculationFailure(message: string): void;
  resetForm(): void;
  clearAll(): void;
  /** Opens the form for a job type; keeps the form when it is already that job type's, unless `fresh`. */
  beginJobType(jobTypeId: number, defaults: Partial<CalculationFormData>, fresh?: boolean): void;
  setFormField<K extends keyof CalculationFormData>(name: K, value: CalculationFormData[K]): void;
  setStep(step: number): void;
  toggleMaterialSpecs(): void;
  editInput(): void;
  setHistory(history: CalculationResult[]): void;
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
};

export const useCalculationSession = create<CalculationSessionState & CalculationSessionActions>()(
  (set, get) => ({
    ...initialState,
    startCalculation: () => set({ isCalculating: true, error: null }),
    calculationSuccess: (result) =>
      set({ currentCalculation: result, isCalculating: false, error: null, showResults: true }),
    calculationFailure: (message) => set({ error: message, isCalculating: false }),
    resetForm: () =>
      set({
        formData: DEFAULT_FORM_DATA,
        showResults: false,
        showMaterialSpecs: false,
        activeStep: 1,
        currentCalculation: null,
        error: null,
      }),
    clearAll: () => set(initialState),
    beginJobType: (jobTypeId, defaults, fresh = false) => {
      if (!fresh && get().jobTypeId === jobTypeId) return;
      set({
        ...initialState,
        history: get().history,
        jobTypeId,
        formData: { ...DEFAULT_FORM_DATA, ...defaults },
      });
    },
    setFormField: (name, value) => set((state) => ({ formData: { ...state.formData, [name]: value } })),
    setStep: (step) => set({ activeStep: Math.min(Math.max(1, step), STEP_COUNT) }),
    toggleMaterialSpecs: () => set((state) => ({ showMaterialSpecs: !state.showMaterialSpecs })),
    editInput: () => set({ showResults: false, activeStep: 1 }),
    setHistory: (history) =>
      set({
        history,
        stats: {
          total: history.length,
          totalRab: history.reduce((sum, item) => sum + item.summary.rab_total, 0),
        },
      }),
  }),
);
