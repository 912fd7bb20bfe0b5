import { defineProject, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    // See vite.config.ts: vanilla-extract's own server reads the SSR conditions from here.
    environments: { ssr: { resolve: sourceConditions.ssr.resolve } },
    test: {
      name: 'console',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
