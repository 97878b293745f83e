import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
type AnyComponent = ComponentType<any>;

export const LAZY_SCREEN_TIMEOUT_MS = 120_000;

export type LazyScreen<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the screen's chunk; resolves when it is loaded (or has failed: the screen then shows why). */
  preload(): Promise<void>;
};

/**
 * React.lazy that gives up after SPEC.md §9's 120 s, so a dead network ends on the error screen; and that,
 * once its chunk is loaded (preload), renders without suspending: React takes a thenable that settles at once
 * as a loaded module, so the first render of a preloaded screen draws the screen, not the loading view.
 */
export function lazyScreen<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: { default: T } | undefined;
  const start = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Halaman terlalu lama dimuat')),
        LAZY_SCREEN_TIMEOUT_MS,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          loaded = module;
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          // A failed load is tried again on the next visit of the screen.
          loading = undefined;
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }));
  const screen = lazy(() => {
    const module = loaded;
    if (module) return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as never;
    return start();
  }) as LazyScreen<T>;
  screen.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return screen;
}
