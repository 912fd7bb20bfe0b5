import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vitest.shared.js';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are consumed as TypeScript sources. vanilla-extract evaluates `.css.ts` files
  // in its own SSR-mode server, which replaces `ssr` but keeps `environments`: the console's styles
  // must import ui's theme contract from the same sources as ui's components, not from its dist.
  resolve: sourceConditions.resolve,
  environments: { ssr: { resolve: sourceConditions.ssr.resolve } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    // Every browser the console supports has modulepreload; no polyfill code in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router change rarely: one chunk, cached across releases of the app.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
