import { STEP_TITLES } from '../form';

/** Three bars; the titles sit under them from tablet width, a phone shows only the current one. */
export function StepIndicator({ active }: { active: number }) {
  return (
    <div data-testid="step-indicator">
      <p className="mb-2 text-sm font-semibold text-slate-900 sm:hidden">
        <span className="text-slate-500">
          Langkah {active} dari {STEP_TITLES.length} ·{' '}
        </span>
        {STEP_TITLES[active - 1]}
      </p>
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
