// The page's content security policy forbids eval, so zod's compiled parsers can never run here; without this,
// zod still probes `new Function` once, and the browser reports a policy violation on every page that
// validates a form. zod keeps its configuration on globalThis (so that copies of it share one), and takes an
// existing object as it is: setting it here, before any schema chunk loads, keeps zod itself out of the main
// chunk (importing zod's `config` added 3.7 KB gzipped to the first load). zod-config.test.ts checks that
// zod sees it. Imported first in main.tsx (which src/boot.ts loads once the page has painted).
// The same object carries core's Indonesian fallback texts, as the API's (zod would otherwise default to English
// for a schema that sets no message of its own). They load at the user's first tap, key or focus, before anything
// typed is checked, not with the first page (1,4 KB gzipped of a tight first-load budget; the forms' own messages,
// which nearly every field has, need none of them). The object is filled in place: where zod loaded first (a test,
// the dev server) a new object would not be the one zod reads.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
const config = (shared.__zod_globalConfig ??= {});
config.jitless = true;

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** Resolves once the Indonesian fallback texts are zod's (after the first tap, key or focus). */
export const indonesianMessages = new Promise<void>((resolve) => {
  const load = () => {
    for (const type of FIRST_USE) removeEventListener(type, load, true);
    import('./zod-messages').then(
      ({ issueMessage }) => {
        config.localeError = issueMessage;
        resolve();
      },
      () => resolve(),
    );
  };
  for (const type of FIRST_USE) addEventListener(type, load, true);
});
