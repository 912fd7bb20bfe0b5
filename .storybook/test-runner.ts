import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { configureAxe, getViolations, injectAxe } from 'axe-playwright';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

const defaultViewport = { width: 1280, height: 800 };

/** The same elements addon-a11y leaves out: Storybook's own chrome in the preview iframe. */
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

type A11yParameters = {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: unknown;
  options?: Record<string, unknown>;
  config?: { rules?: { id: string; enabled?: boolean }[] };
};

const config: TestRunnerConfig = {
  /**
   * The runner's own preparation (open the preview iframe once per page), with addon-a11y in its
   * manual mode: the addon otherwise runs a full axe pass of its own after every story (for the
   * panel; it asserts nothing here) and the story counts as finished only after it, on top of the
   * check in `postVisit` below — every story was analysed twice.
   */
  async prepare({ page }) {
    const iframe = new URL('iframe.html', process.env.TARGET_URL);
    await page.goto(`${iframe}?globals=a11y.manual:!true`, { waitUntil: 'load' });
  },

  async preVisit(page, story) {
    // A story that sets the viewport global (e.g. the mobile shell) is tested at that size.
    const context = await getStoryContext(page, story);
    const viewportName = (context.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    const viewport = viewportName ? MINIMAL_VIEWPORTS[viewportName] : undefined;
    await page.setViewportSize(
      viewport
        ? {
            width: Number.parseInt(viewport.styles.width, 10),
            height: Number.parseInt(viewport.styles.height, 10),
          }
        : defaultViewport,
    );
    // The runner keeps one page per stories file and renders story after story in it: axe's 550 KB
    // are evaluated once per page, not once per story.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },

  /**
   * axe on the rendered story (after its play function), in the whole document so overlays that
   * portal out of the story root are checked too. Honours `parameters.a11y` as addon-a11y does:
   * `disable: true` or `test: 'off'` skips, `config.rules` and `options` tune axe.
   */
  async postVisit(page, story) {
    const context = await getStoryContext(page, story);
    const a11y = (context.parameters?.a11y ?? {}) as A11yParameters;
    if (a11y.disable || a11y.test === 'off') return;
    // The page's axe outlives the story: back to its defaults, so one story's tuning never leaks.
    await page.evaluate(() => (window as unknown as { axe: { reset(): void } }).axe.reset());
    await configureAxe(page, {
      // Landmark rules do not apply to a component shown alone.
      rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
    });
    const violations = await getViolations(
      page,
      { include: [['body']], exclude: storybookChrome.map((selector) => [selector]) },
      // Only violations are read: axe then skips collecting every passing node.
      { resultTypes: ['violations'], ...a11y.options },
    );
    if (violations.length > 0) {
      const report = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes
            .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
            .join('\n'),
      );
      throw new Error(
        `${violations.length} accessibility violation(s) in ${story.id}:\n${report.join('\n')}`,
      );
    }
  },
};

export default config;
