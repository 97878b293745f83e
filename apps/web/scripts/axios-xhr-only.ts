import type { Plugin } from 'vite';

// The browser's axios sends every request by XMLHttpRequest (its first adapter where XHR exists; uploads report
// progress through it). Its fetch adapter, bundled all the same, is 2–3 KB of gzipped script on every first page,
// whose budget is 150 KB (bench/lighthouse.bench.ts): the build gives axios an adapter that is never available.

const STUB = '\0axios-fetch-unavailable';

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer?.replace(/\\/g, '/').includes('/axios/lib/adapters/'))
        return STUB;
      return null;
    },
    load(id) {
      // What axios's adapters.js reads of it: getFetch answering "no fetch here", as in an old browser.
      return id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
