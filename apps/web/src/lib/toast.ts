// Toasts (SPEC.md §9) through react-hot-toast, loaded with the first toast instead of with the app: the library
// and its CSS-in-JS engine were ~5 KB of the home screen's first load and a sixth of the time spent running the
// app's modules there, for something no first screen shows. The calls keep react-hot-toast's signatures;
// app/Toasts.tsx (the toaster) mounts once a toast has been asked for.
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;
type Library = typeof import('react-hot-toast');

let library: Promise<Library> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** react-hot-toast, loaded once, from the first toast on (again after a failed load); the toaster mounts. */
export function loadToasts(): Promise<Library> {
  library ??= import('react-hot-toast').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast has been asked for (the toaster mounts from then on). */
export const toastsWanted = (): boolean => wanted;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long a toast stays (SPEC.md §9): the toaster's settings (app/Toasts.tsx) and the plain toasts below. */
export const TOAST_DURATION_MS = { blank: 4000, success: 2000, error: 4000 } as const;
const plainShown = new Map<string, HTMLElement>();

/**
 * A toast shown without the library, when it cannot be loaded: the server vanished, or the network dropped, before
 * the service worker had kept the app. The message still reaches the user, as text in a live region where the
 * toasts appear, for the toasts' time. Messages drawn by a function (the new-version prompt) need the library.
 */
function showPlain(kind: keyof typeof TOAST_DURATION_MS, message: Message, options?: ToastOptions): void {
  if (typeof message !== 'string') return;
  const id = options?.id ?? message;
  plainShown.get(id)?.remove();
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  box.className =
    'fixed left-4 right-4 top-[72px] z-[9999] ml-auto max-w-[400px] rounded-lg bg-white px-4 py-3 text-slate-900 shadow-lg ring-1 ring-slate-200';
  box.textContent = message;
  document.body.append(box);
  plainShown.set(id, box);
  const duration = options?.duration ?? TOAST_DURATION_MS[kind];
  if (Number.isFinite(duration))
    setTimeout(() => {
      box.remove();
      if (plainShown.get(id) === box) plainShown.delete(id);
    }, duration);
}

function forward(call: (library: Library['default']) => void, fallback?: () => void): void {
  loadToasts().then(
    ({ default: library }) => call(library),
    (error: unknown) => {
      console.error('toasts could not be loaded', error);
      fallback?.();
    },
  );
}

/** A toast of one kind: through the library, or plain when it cannot be loaded. */
const shown =
  (kind: keyof typeof TOAST_DURATION_MS) =>
  (message: Message, options?: ToastOptions): void =>
    forward(
      (library) => (kind === 'blank' ? library : library[kind])(message, options),
      () => showPlain(kind, message, options),
    );

const toast = Object.assign(shown('blank'), {
  success: shown('success'),
  error: shown('error'),
  dismiss: (id?: string): void => forward((library) => library.dismiss(id)),
});

export default toast;
