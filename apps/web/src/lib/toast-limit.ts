import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Keeps at most `max` toasts on screen (SPEC.md §9): the oldest visible ones are dismissed first. */
export function ToastLimit({ max }: { max: number }) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(max)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, max]);
  return null;
}
