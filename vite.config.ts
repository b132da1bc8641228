import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dexieModern } from './scripts/dexie-modern.ts';
import { precacheServiceWorker } from './scripts/vite-precache-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    // react-aria ships strings for ~30 locales; the app speaks pt-BR only.
    { ...optimizeLocales.vite({ locales: ['pt-BR'] }), enforce: 'pre' },
    precacheServiceWorker(),
  ],
  resolve: { alias: dexieModern },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  worker: { format: 'es' },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/user', '/city', '/enterprise', '/contract', '/contact', '/media'].map((p) => [
        p,
        'http://localhost:8080',
      ]),
    ),
  },
});
