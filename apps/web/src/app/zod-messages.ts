// Core's Indonesian fallback texts for zod, in a chunk of their own (zod-config.ts loads them after the first paint).
export { issueMessage } from '@kalkulator/core';
