import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // Declarations only: the typecheck step type-checks these sources (with this tsconfig), so the
  // declaration build does not check them a second time (TypeScript's noCheck).
  dts: { compilerOptions: { noCheck: true } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
