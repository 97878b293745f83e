import { describe, expect, it } from 'vitest';

describe('zod configuration of the web app', () => {
  it('turns off the eval probe that the content security policy reports', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
