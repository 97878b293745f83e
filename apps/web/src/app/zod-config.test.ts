import { describe, expect, it } from 'vitest';

describe('zod configuration of the web app', () => {
  it('turns off the eval probe that the content security policy reports', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it("says a schema's fallback messages in Indonesian, as the API does", async () => {
    const { indonesianMessages } = await import('./zod-config');
    // Loaded at the first tap, key or focus, not with the first page.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await indonesianMessages;
    const { z } = await import('zod');
    const form = z.object({ code: z.string(), lines: z.array(z.number()).min(1) });
    expect(form.safeParse({ code: 12345, lines: [] }).error?.issues.map((issue) => issue.message)).toEqual([
      'Harus berupa teks, bukan angka',
      'Daftar tidak boleh kosong',
    ]);
  });
});
