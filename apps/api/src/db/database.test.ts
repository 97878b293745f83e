import { describe, expect, it } from 'vitest';
import { wasmCompilerFor, pgliteStartParams } from './database';

describe('the embedded database set-up', () => {
  it('starts PostgreSQL with a small buffer pool, which PGLITE_SHARED_BUFFERS raises', () => {
    expect(pgliteStartParams('8MB').slice(-2)).toEqual(['-c', 'shared_buffers=8MB']);
    expect(pgliteStartParams('128MB').slice(-2)).toEqual(['-c', 'shared_buffers=128MB']);
    // PGlite's own parameters stay (single-user mode, no parallel workers).
    expect(pgliteStartParams('8MB')).toContain('--single');
  });

  it("keeps V8's optimising compiler for PGlite only when PGLITE_OPTIMIZE_WASM=1", () => {
    expect(wasmCompilerFor({ PGLITE_OPTIMIZE_WASM: '1' })).toBe('optimising');
    expect(wasmCompilerFor({})).toBe('baseline');
    expect(wasmCompilerFor({ PGLITE_OPTIMIZE_WASM: '0' })).toBe('baseline');
  });
});
