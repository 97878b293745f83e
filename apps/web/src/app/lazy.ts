import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>;

export const LAZY_SCREEN_TIMEOUT_MS = 120_000;

/** React.lazy that gives up after SPEC.md §9's 120 s, so a dead network ends on the error screen. */
export function lazyScreen<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('Halaman terlalu lama dimuat')),
          LAZY_SCREEN_TIMEOUT_MS,
        );
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
