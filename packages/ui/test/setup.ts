import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadUiStrings } from '../src/locale';

// UiProvider loads en-US on first use; tests render in it straight away, as an app that awaited it.
beforeAll(async () => {
  await loadUiStrings('en-US');
});

afterEach(() => {
  cleanup();
});
