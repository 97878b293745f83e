import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // The service worker registration is a virtual module of vite-plugin-pwa, which unit tests do not build.
  resolve: {
    alias: { 'virtual:pwa-register': fileURLToPath(new URL('src/test/pwa-register.ts', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The PDF and workbook tests build whole documents in jsdom: seconds on two shared cores, not a hang.
    testTimeout: 15_000,
  },
});
