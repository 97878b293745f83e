import { vi } from 'vitest';

/** window.matchMedia answering `matches(query)` for every media query the page asks (a phone, reduced motion). */
export const matchMediaWhere = (matches: (query: string) => boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
