import type { Ref } from 'react';
import { STEP_TITLES } from '../form';

/**
 * Three bars; the titles sit under them from tablet width, a phone shows only the current one. The current step's
 * heading ("Langkah 2 dari 3 · Tenaga Kerja", out of sight but read from tablet width) takes the focus when the
 * step changes (`headingRef`), so a screen reader says which step opened.
 */
export function StepIndicator({
  active,
  headingRef,
}: {
  active: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div data-testid="step-indicator">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-sm font-semibold text-slate-900 focus:outline-none sm:sr-only"
      >
        <span className="text-slate-500">
          Langkah {active} dari {STEP_TITLES.length} ·{' '}
        </span>
        {STEP_TITLES[active - 1]}
      </h2>
      <ol className="grid grid-cols-3 gap-2" aria-label="Langkah">
        {STEP_TITLES.map((title, index) => {
          const step = index + 1;
          const state = step < active ? 'done' : step === active ? 'active' : 'todo';
          return (
            <li key={title} aria-current={state === 'active' ? 'step' : undefined} className="min-w-0">
              <div
                className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand-500'}`}
                aria-hidden="true"
              />
              <p
                className={`mt-2 hidden truncate text-sm font-medium sm:block ${state === 'active' ? 'text-slate-900' : 'text-slate-500'}`}
              >
                <span className="mr-1">{step}.</span>
                {title}
              </p>
              <span className="sr-only sm:hidden">
                {step}. {title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
