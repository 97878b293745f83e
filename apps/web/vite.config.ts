import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { axiosXhrOnly } from './scripts/axios-xhr-only.ts';

export default defineConfig({
  plugins: [
    axiosXhrOnly(),
    react(),
    tailwindcss(),
    VitePWA({
      // A new version is announced with a reload prompt (app/service-worker.tsx), never swapped in mid-form.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Kalkulator Konstruksi',
        short_name: 'Kalkulator',
        description: 'Estimasi biaya pekerjaan konstruksi: tenaga kerja, material, HPP dan RAB.',
        lang: 'id',
        theme_color: '#1e293b',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The first visit is served by the worker too, so the catalogue seen then is kept for offline use.
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The catalogue changes rarely: answer from the network, fall back to the last copy when offline.
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/api/jobs') ||
              url.pathname.startsWith('/api/job-types') ||
              // The price books a user used price the calculator and projects offline too.
              url.pathname.startsWith('/api/price-books'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'catalogue',
              networkTimeoutSeconds: 4,
              // The whole catalogue kept for offline (home screen), with a chosen price book's prices too, fits.
              expiration: { maxEntries: 800 },
              // GETs carry a _t timestamp (SPEC.md §7); the cached copy is keyed without it so offline finds it.
              plugins: [
                {
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const url = new URL(request.url);
                    url.searchParams.delete('_t');
                    return url.href;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets the server name a route's screen chunks in its page (apps/api/src/plugins/page-html.ts).
  // modulePreload without its polyfill: every browser the app supports (ES modules, service workers) but Safari
  // before 17 knows <link rel="modulepreload">, and there the modules still load, only without the head start.
  build: { chunkSizeWarningLimit: 600, manifest: true, modulePreload: { polyfill: false } },
});
