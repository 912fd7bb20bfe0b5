import { rm } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Every component folder is an extra entry only so that code splitting puts each component in
  // its own chunk: dist/index.js then re-exports from chunks, and a bundler drops the chunks an
  // app does not import (package.json marks only CSS as having side effects). `import { Button }`
  // goes from the whole library (≈275 KB min) to ≈33 KB min.
  entry: ['src/index.ts', 'src/components/*/index.ts'],
  format: ['esm'],
  splitting: true,
  // Declarations only: the typecheck step type-checks these sources (with this tsconfig), so the
  // declaration build does not check them a second time (TypeScript's noCheck).
  dts: { entry: 'src/index.ts', compilerOptions: { noCheck: true } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Dependencies and peers stay external (tsup's default); listed here so React and Radix never get bundled.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The per-component entry files (and their copies of the CSS) are not part of the package:
  // dist/index.js imports the chunks directly, and dist/index.css holds all the CSS.
  onSuccess: () => rm('dist/components', { recursive: true, force: true }),
});
