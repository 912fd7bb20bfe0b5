import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: 'api-client', environment: 'node', include: ['test/**/*.test.ts'] } }),
);
