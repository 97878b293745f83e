import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

// Stands in for vite-plugin-pwa's virtual module in unit tests: records what the app registers with.
export const registered: { options?: RegisterSWOptions; updates: boolean[] } = { updates: [] };

export function registerSW(options: RegisterSWOptions = {}) {
  registered.options = options;
  return async (reloadPage?: boolean) => {
    registered.updates.push(Boolean(reloadPage));
  };
}
