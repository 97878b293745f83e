import { useSyncExternalStore } from 'react';

/** Whether the media query matches now, following changes (false where matchMedia is missing, e.g. jsdom). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint (640 px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 639.98px)';
