// Jest config of `test-storybook`; the test-runner finds it here in the Storybook config dir.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

/** Debian's Chromium: nothing may download a browser on this network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // One page per worker for all its stories files, not one per file (see the file).
  testEnvironment: fileURLToPath(new URL('./test-runner-environment.js', import.meta.url)),
  // Not a speed budget: a story's render, play function and axe on a busy two-core machine.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
      },
    },
  },
};
