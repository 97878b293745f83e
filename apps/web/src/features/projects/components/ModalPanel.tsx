import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../../../components/ui/useFocusTrap';

/**
 * A project dialog over the page, as the app's other dialogs behave: the focus moves inside on opening and stays
 * there (Tab cannot reach the project behind, where typing would change it), Escape closes as Batal does, and the
 * focus returns to the opener after. A tap beside the panel closes it only through `onBackdrop`, which a dialog
 * leaves out while closing would lose something typed.
 */
export function ModalPanel({
  labelledBy,
  testId,
  className,
  onClose,
  onBackdrop,
  children,
}: {
  labelledBy: string;
  testId: string;
  className: string;
  onClose(): void;
  onBackdrop?: () => void;
  children: ReactNode;
}) {
  const layer = useRef<HTMLDivElement>(null);
  useFocusTrap(layer, true, onClose);
  return (
    <div
      ref={layer}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center sm:p-4"
    >
      <div
        className="absolute inset-0"
        aria-hidden="true"
        onClick={onBackdrop}
        data-testid={`${testId}-backdrop`}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${className}`}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
