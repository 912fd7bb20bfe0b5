import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    plugins: [vanillaExtractPlugin()],
    test: {
      name: 'ui',
      environment: 'happy-dom',
      // One module graph and one DOM per worker: React, Radix and vanilla-extract's styles load once
      // per worker, not once per file (no file here replaces a module). Each test unmounts in setup.
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
