import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe as every spec runs it. Only violations are read, so axe is told to collect only those: it
 * then skips gathering every passing and incomplete node, most of its work on a full page.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
