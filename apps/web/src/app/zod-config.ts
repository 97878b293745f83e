// The page's content security policy forbids eval, so zod's compiled parsers can never run here; without this,
// zod still probes `new Function` once, and the browser reports a policy violation on every page that
// validates a form. zod keeps its configuration on globalThis (so that copies of it share one), and takes an
// existing object as it is: setting it here, before any schema chunk loads, keeps zod itself out of the main
// chunk (importing zod's `config` added 3.7 KB gzipped to the first load). zod-config.test.ts checks that
// zod sees it. Imported first in main.tsx (which src/boot.ts loads once the page has painted).
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
