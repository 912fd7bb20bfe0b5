import type { TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe } from 'axe-playwright';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

const defaultViewport = { width: 1280, height: 800 };
const viewports: Record<string, { styles: { width: string; height: string } }> = MINIMAL_VIEWPORTS;

/** The same elements addon-a11y leaves out: Storybook's own chrome in the preview iframe. */
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/** What the browser side of the hooks below sees of the preview and of axe. */
type PreviewWindow = {
  __STORYBOOK_PREVIEW__: {
    storyStore: {
      loadStory(input: { storyId: string }): Promise<{
        storyGlobals?: Record<string, unknown>;
        parameters?: Record<string, unknown>;
      }>;
    };
  };
  __sbConsole?: Partial<Console>;
  axe: {
    reset(): void;
    configure(spec: unknown): void;
    run(context: unknown, options: unknown): Promise<{ violations: Violation[] }>;
  };
};

type A11yParameters = {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: unknown;
  options?: Record<string, unknown>;
  config?: { rules?: { id: string; enabled?: boolean }[] };
};

/**
 * Each hook talks to the page once per story (one `evaluate`), and the story's context is read in
 * the page, where it is: `getStoryContext` sent the whole prepared story (parameters, argTypes and
 * docs source included) over the wire twice a story only for its viewport and its a11y parameters.
 * The page itself is the Jest worker's, kept from one stories file to the next
 * (`.storybook/test-runner-environment.js`): `prepare` runs once per worker.
 */
const config: TestRunnerConfig = {
  /**
   * The runner's own preparation (open the preview iframe), with addon-a11y in its manual mode: the
   * addon otherwise runs a full axe pass of its own after every story (for the panel; it asserts
   * nothing here) and the story counts as finished only after it, on top of the check in
   * `postVisit` below — every story was analysed twice. axe-core goes into the page once, here.
   */
  async prepare({ page }) {
    const iframe = new URL('iframe.html', process.env.TARGET_URL);
    await page.goto(`${iframe}?globals=a11y.manual:!true`, { waitUntil: 'load' });
    await injectAxe(page);
  },

  async preVisit(page, story) {
    const viewportName = await page.evaluate(async (storyId) => {
      const preview = window as unknown as PreviewWindow;
      // The runner wraps the console's methods anew for every story it renders (to collect the
      // story's logs); in a page that lives for many stories files the wrappers would pile up.
      const methods = [
        'log',
        'info',
        'warn',
        'error',
        'dir',
        'trace',
        'group',
        'groupCollapsed',
        'table',
        'debug',
      ] as const;
      preview.__sbConsole ??= Object.fromEntries(methods.map((method) => [method, console[method]]));
      Object.assign(console, preview.__sbConsole);
      const context = await preview.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
      return (context.storyGlobals?.viewport as { value?: string } | undefined)?.value ?? null;
    }, story.id);
    // A story that sets the viewport global (e.g. the mobile shell) is tested at that size.
    const viewport = viewportName ? viewports[viewportName] : undefined;
    const size = viewport
      ? {
          width: Number.parseInt(viewport.styles.width, 10),
          height: Number.parseInt(viewport.styles.height, 10),
        }
      : defaultViewport;
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) {
      await page.setViewportSize(size);
    }
  },

  /**
   * axe on the rendered story (after its play function), in the whole document so overlays that
   * portal out of the story root are checked too. Honours `parameters.a11y` as addon-a11y does:
   * `disable: true` or `test: 'off'` skips, `config.rules` and `options` tune axe.
   */
  async postVisit(page, story) {
    const violations = await page.evaluate(
      async ({ storyId, exclude }) => {
        const preview = window as unknown as PreviewWindow;
        const context = await preview.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
        const a11y = (context.parameters?.a11y ?? {}) as A11yParameters;
        if (a11y.disable || a11y.test === 'off') return [];
        const { axe } = preview;
        // The page's axe outlives the story: back to its defaults, so one story's tuning never leaks.
        axe.reset();
        // Landmark rules do not apply to a component shown alone.
        axe.configure({ rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
        const results = await axe.run(
          { include: [['body']], exclude: exclude.map((selector) => [selector]) },
          // Only violations are read: axe then skips collecting every passing node.
          { resultTypes: ['violations'], ...a11y.options },
        );
        return results.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
        }));
      },
      { storyId: story.id, exclude: storybookChrome },
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
