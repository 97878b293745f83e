import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  BRICK_TYPES,
  BRICK_TYPE_LABELS,
  type BrickType,
  type CalculationFormData,
  type JobTypeDetails,
} from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Feedback';
import { InputField, SelectField } from '../../../components/ui/Field';
import { brickRatioHint, ratioForBrick } from '../crew-defaults';
import { fieldErrors, stepOfField } from '../form';
import { STEP_COUNT, useCalculationSession } from '../store';
import { CrewFields } from './CrewFields';
import { MaterialSpecsPanel } from './MaterialSpecsPanel';
import { StepIndicator } from './StepIndicator';

// The labels a project line's brick choice uses too (core's BRICK_TYPE_LABELS).
const BRICK_OPTIONS = BRICK_TYPES.map((value) => ({ value, label: BRICK_TYPE_LABELS[value] }));

// Ubah Input and Reset close the result, their buttons with it, and the form opens in its place with the focus
// nowhere (on the page's body): the form then takes it. Another job type's form, or a logout, is not this.
let resultJustClosed = false;
useCalculationSession.subscribe((state, previous) => {
  if (previous.showResults && !state.showResults)
    resultJustClosed = state.jobTypeId !== null && state.jobTypeId === previous.jobTypeId;
});

/** Where the focus goes once the form has drawn what a button changed: the step's heading, or the first error. */
type FocusTarget = 'step' | 'invalid';

/**
 * A step's fields replace the last step's, and the focused one (or the pressed button) goes with them: the focus
 * moves to the heading that names the new step, so a screen reader says it, or to the field whose error stopped
 * the move. `focusAfter` names the target before the change; it is focused once the change is drawn.
 */
function useStepFocus(activeStep: number) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const target = useRef<FocusTarget | null>(null);
  const drawnStep = useRef(activeStep);
  useEffect(() => {
    const wanted = target.current;
    const stepChanged = drawnStep.current !== activeStep;
    drawnStep.current = activeStep;
    target.current = null;
    if (!wanted) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (wanted === 'invalid' && invalid) invalid.focus();
    else if (wanted === 'step' || stepChanged) heading.current?.focus();
  });
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (resultJustClosed && lost) heading.current?.focus();
    resultJustClosed = false;
  }, []);
  return {
    form,
    heading,
    focusAfter: (wanted: FocusTarget) => {
      target.current = wanted;
    },
  };
}

interface Props {
  jobType: JobTypeDetails;
  serverErrors: Record<string, string>;
  submitting: boolean;
  onSubmit: () => void;
}

/** The multi-step form: each step is checked with core's validation before the next one opens. */
export function CalculatorForm({ jobType, serverErrors, submitting, onSubmit }: Props) {
  const {
    formData: form,
    activeStep,
    setFormField,
    setStep,
    showMaterialSpecs,
    toggleMaterialSpecs,
  } = useCalculationSession();
  const [checkedSteps, setCheckedSteps] = useState<number[]>([]);
  const focus = useStepFocus(activeStep);
  const errors = useMemo(
    () => ({ ...serverErrors, ...fieldErrors(form, checkedSteps) }),
    [form, checkedSteps, serverErrors],
  );
  const change = <K extends keyof CalculationFormData>(name: K, value: CalculationFormData[K]) =>
    setFormField(name, value);
  const ratioHint = brickRatioHint(jobType, form);

  function check(steps: number[]): boolean {
    setCheckedSteps((current) => [...new Set([...current, ...steps])]);
    return Object.keys(fieldErrors(form, steps)).length === 0;
  }

  function next() {
    if (!check([activeStep])) {
      focus.focusAfter('invalid');
      return;
    }
    focus.focusAfter('step');
    setStep(activeStep + 1);
  }

  function back() {
    focus.focusAfter('step');
    setStep(activeStep - 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (activeStep < STEP_COUNT) return next();
    const all = Array.from({ length: STEP_COUNT }, (_, index) => index + 1);
    if (!check(all)) {
      focus.focusAfter('invalid');
      const first = Object.keys(fieldErrors(form, all))[0];
      if (first) setStep(stepOfField(first));
      return;
    }
    onSubmit();
  }

  return (
    <form ref={focus.form} onSubmit={submit} noValidate className="space-y-6">
      <StepIndicator active={activeStep} headingRef={focus.heading} />
      {activeStep === 1 && (
        <div className="space-y-5">
          <InputField
            label="Nama proyek (opsional)"
            name="project_name"
            autoComplete="off"
            maxLength={200}
            placeholder="Misal: Rumah Bapak Budi"
            value={form.project_name}
            onChange={(event) => change('project_name', event.target.value)}
            error={errors.project_name}
          />
          <InputField
            label="Volume pekerjaan"
            name="volume"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={String(form.volume ?? '')}
            onChange={(event) => change('volume', event.target.value)}
            suffix={jobType.unit}
            error={errors.volume ?? errors.manual_volume}
            hint="Gunakan koma untuk desimal, misal 12,5."
          />
        </div>
      )}
      {activeStep === 2 && <CrewFields form={form} jobType={jobType} errors={errors} onChange={change} />}
      {activeStep === 3 && (
        <div className="space-y-5">
          {jobType.has_brick_variants && (
            <SelectField
              label="Jenis bata"
              name="brick_type"
              value={form.brick_type}
              options={BRICK_OPTIONS}
              onChange={(event) => {
                const brick = event.target.value as BrickType;
                // The crew follows the brick (a batako wall's 1:2) unless the user typed a ratio of their own.
                const ratio = ratioForBrick(jobType, form, brick);
                change('brick_type', brick);
                change('material_specs', undefined);
                if (ratio !== form.worker_ratio) change('worker_ratio', ratio);
              }}
              error={errors.brick_type}
              hint={ratioHint && <span data-testid="brick-ratio-hint">{ratioHint}</span>}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Faktor susut material"
              name="custom_waste_factor"
              inputMode="decimal"
              value={String(form.custom_waste_factor ?? '')}
              onChange={(event) => change('custom_waste_factor', event.target.value)}
              suffix="%"
              error={errors.custom_waste_factor}
            />
            <InputField
              label="Margin keuntungan"
              name="profit_percentage"
              inputMode="decimal"
              value={String(form.profit_percentage ?? '')}
              onChange={(event) => change('profit_percentage', event.target.value)}
              suffix="%"
              error={errors.profit_percentage}
              hint="Dari harga jual (RAB), bukan markup."
            />
          </div>
          <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <button
              type="button"
              onClick={toggleMaterialSpecs}
              aria-expanded={showMaterialSpecs}
              data-testid="toggle-material-specs"
              className="flex w-full items-center justify-between text-left font-semibold text-slate-800"
            >
              {showMaterialSpecs ? 'Sembunyikan spesifikasi material' : 'Tampilkan spesifikasi material'}
              <span
                aria-hidden="true"
                className={`transition-transform ${showMaterialSpecs ? 'rotate-180' : ''}`}
              >
                ▾
              </span>
            </button>
            {showMaterialSpecs && (
              <div className="mt-4">
                <MaterialSpecsPanel
                  form={form}
                  jobType={jobType}
                  errors={errors}
                  onChange={(specs) => change('material_specs', specs)}
                />
              </div>
            )}
          </div>
        </div>
      )}
      <div className="flex gap-3 border-t border-slate-100 pt-5">
        {activeStep > 1 && (
          <Button variant="secondary" data-testid="step-prev" onClick={back}>
            Kembali
          </Button>
        )}
        {activeStep < STEP_COUNT ? (
          <Button type="submit" data-testid="step-next" className="flex-1">
            Lanjut
          </Button>
        ) : (
          <Button type="submit" data-testid="calculate-submit" className="flex-1" disabled={submitting}>
            {submitting && <Spinner className="h-4 w-4" />}
            {submitting ? 'Menghitung...' : 'Hitung'}
          </Button>
        )}
      </div>
    </form>
  );
}
