import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Dependencies and peers stay external (tsup's default); listed here so React and Radix never get bundled.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
