import { STEP_TITLES } from '../form';

export function StepIndicator({ active }: { active: number }) {
  return (
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
              className={`mt-2 truncate text-xs font-medium sm:text-sm ${state === 'active' ? 'text-slate-900' : 'text-slate-500'}`}
            >
              <span className="mr-1">{step}.</span>
              {title}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
