import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the preview proxies `/api` to (scripts/test-consumer.mjs starts one on its own port). */
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api } },
  preview: { host: '127.0.0.1', proxy: { '/api': api } },
  // One page and no code splitting on purpose: the example keeps to what a consumer needs.
  build: { chunkSizeWarningLimit: 1024 },
});
