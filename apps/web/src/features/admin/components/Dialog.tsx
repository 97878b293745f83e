import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../../../components/ui/useFocusTrap';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}

/** A modal dialog: labelled by its title, closes on Escape or the backdrop, focus starts inside and returns after. */
export function Dialog({ title, onClose, children, testId, wide }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Focus starts on the first field (not the close button), stays inside, and returns to the opener after.
  useFocusTrap(panel, true, onClose, 'input, select, textarea, button:not([data-close])');
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4">
      <div className="absolute inset-0" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${
          wide ? 'sm:max-w-3xl' : 'sm:max-w-lg'
        }`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            data-close
            onClick={onClose}
            aria-label="Tutup"
            className="-m-2 flex h-11 w-11 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
