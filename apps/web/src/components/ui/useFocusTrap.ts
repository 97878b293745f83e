import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  // checkVisibility skips controls hidden by CSS (a desktop-only button in a phone menu); test DOMs without
  // layout lack it and keep every control.
  const visible = (element: HTMLElement) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && visible(element),
  );
}

/**
 * While `active`: focus moves into the container (to `initialFocus` when given, else its first control), Tab and
 * Shift+Tab cycle inside it, Escape calls `onEscape`; when it ends, focus returns to what had it before (the
 * button that opened the dialog or menu).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initialFocus?: string,
) {
  // The latest callback, without re-running the effect (which would move the focus again) on every render.
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = initialFocus ? root.querySelector<HTMLElement>(initialFocus) : null;
    (preferred ?? focusables(root)[0] ?? root).focus();

    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = focusables(root);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [container, active, initialFocus]);
}
