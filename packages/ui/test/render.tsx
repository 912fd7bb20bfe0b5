import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { UiLocale } from '../src/locale';
import { UiProvider } from '../src/provider';
import type { ThemeName } from '../src/vocabulary';

type Options = Omit<RenderOptions, 'wrapper'> & { locale?: UiLocale; theme?: ThemeName };

/** Renders inside a UiProvider, as the console does. */
export function renderUi(ui: ReactElement, { locale, theme, ...options }: Options = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider locale={locale} theme={theme}>
        {children}
      </UiProvider>
    ),
    ...options,
  });
}

/**
 * Structural axe rules (names, roles, ARIA). Colour contrast needs layout, which happy-dom lacks:
 * the Storybook test-runner checks it in Chromium.
 */
export async function expectNoAxeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
