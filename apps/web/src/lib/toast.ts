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

function forward(call: (library: Library['default']) => void): void {
  loadToasts().then(
    ({ default: library }) => call(library),
    (error: unknown) => console.error('toasts could not be loaded', error),
  );
}

const toast = Object.assign(
  (message: Message, options?: ToastOptions): void => forward((library) => library(message, options)),
  {
    success: (message: Message, options?: ToastOptions): void =>
      forward((library) => library.success(message, options)),
    error: (message: Message, options?: ToastOptions): void =>
      forward((library) => library.error(message, options)),
    dismiss: (id?: string): void => forward((library) => library.dismiss(id)),
  },
);

export default toast;
