import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What @axe-core/playwright keeps private and `analyze` is told here to skip. */
interface BuilderInternals {
  /** axe-core's source, as evaluated in the page; the package's own copy when unset. */
  axeSource?: string;
  script(): string;
}

/**
 * axe as the specs run it, cheaper than `new AxeBuilder({ page })` by default, with the same rules
 * and results on the console's pages (which hold no frames):
 *
 * - Only violations are collected: axe then skips gathering every passing and incomplete node,
 *   most of its work on a full page.
 * - Legacy mode: one `axe.run` in the page. The default mode runs axe per frame and then opens a
 *   blank page, loads axe-core into it once more and merges the results there — twice the time,
 *   and only needed for cross-origin frames.
 * - axe-core's source (~0.5 MB, ~0.5 s to evaluate on a busy machine) is evaluated once per
 *   document: `analyze` would evaluate it twice on every call, even in a page that already holds
 *   it (a page shared by several tests, see `sharedPage` in session.ts).
 */
class ConsoleAxeBuilder extends AxeBuilder {
  private readonly target: Page;

  constructor(page: Page) {
    super({ page });
    this.target = page;
    this.options({ resultTypes: ['violations'] }).setLegacyMode();
  }

  override async analyze() {
    const internals = this as unknown as BuilderInternals;
    // With frames, each needs its own copy: the package injects them as usual.
    if (this.target.frames().length === 1) {
      const loaded = await this.target.evaluate(
        () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
      );
      if (!loaded) await this.target.evaluate(internals.script());
      internals.axeSource = ';';
    }
    return super.analyze();
  }
}

export const axe = (page: Page): AxeBuilder => new ConsoleAxeBuilder(page);
