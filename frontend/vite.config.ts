/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPage } from './build/first-page.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPage({ pageModule: 'src/app/routes/home-page.tsx' }), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // react-dom + supabase-js + react-router form one ~160 KB (gzip) start-up chunk; the budget
    // test (e2e/budget.spec.ts) guards the real total.
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
