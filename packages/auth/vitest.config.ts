import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'auth',
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
      include: ['test/**/*.test.{ts,tsx}'],
    },
  }),
);
