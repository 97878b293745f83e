import { useEffect, type ReactNode } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../lib/toast';

/** Keeps at most `max` toasts on screen (SPEC.md §9): the oldest visible ones are dismissed first. */
function ToastLimit({ max }: { max: number }) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(max)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, max]);
  return null;
}

/** The toaster, loaded with the first toast (lib/toast.ts). */
export default function Toasts(): ReactNode {
  return (
    <>
      {/* SPEC.md §9: top-right, max width 400 px, at most 20, 4 s default and error, 2 s success. */}
      {/* Below the 64 px top bar, so a toast never covers the account menu or the menu button. */}
      <Toaster
        position="top-right"
        containerStyle={{ top: 72 }}
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          style: { maxWidth: 400 },
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          loading: { duration: Infinity },
        }}
      />
      <ToastLimit max={20} />
    </>
  );
}
