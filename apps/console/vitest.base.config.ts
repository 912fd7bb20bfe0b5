import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

/**
 * A file that replaces a module (`vi.mock`) or a global needs a module graph of its own: in a shared
 * one, its mock would reach the files after it, and the modules cached before it would miss it.
 */
const replacesModules = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8'));

/**
 * The console's tests in two projects: most files share one module graph and one DOM per worker
 * (`isolate: false`: React, Radix and the kit are imported once, not once per file — the console
 * project's time went from ≈ 180 s to ≈ 30 s of CPU); the files that replace modules run isolated.
 */
export function consoleProject(isolated: boolean) {
  return mergeConfig(
    sourceConditions,
    defineProject({
      plugins: [react(), vanillaExtractPlugin()],
      // See vite.config.ts: vanilla-extract's own server reads the SSR conditions from here.
      environments: { ssr: { resolve: sourceConditions.ssr.resolve } },
      test: {
        name: isolated ? 'console-isolated' : 'console',
        environment: 'happy-dom',
        include: testFiles.filter((file) => replacesModules(file) === isolated),
        isolate: isolated,
        setupFiles: ['./src/test/setup.ts'],
      },
    }),
  );
}
