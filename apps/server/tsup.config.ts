import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The server as one ESM file for `start` (dist/server.js). Our own packages are bundled from
 * their TypeScript sources; npm dependencies stay external (native argon2, PGlite's wasm). The SQL
 * migrations are read at run time beside the bundle (`new URL('./migrations', import.meta.url)`).
 */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@creator-console\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
