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
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
