// The test-runner's Jest environment, with one browser page per Jest worker instead of one per
// stories file. The runner's own environment opens a browser context and a page for every stories
// file, loads the preview bundle into it (`iframe.html`, a cold load: a new context has an empty
// cache) and closes it at the end of the file: 67 loads and compilations of the whole preview for
// 67 files. Stories of one file already render one after the other in one page (the runner sends
// `setCurrentStory` over Storybook's channel, no navigation); this lets the next file's stories do
// the same in the page the worker already has. A story still renders, plays and is checked by axe
// exactly as before: see `.storybook/test-runner.ts`.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection, context and prepared page, once its first file has set them up. */
let shared = null;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const reuse = shared !== null && shared.browser.isConnected() && !shared.page.isClosed();
    if (reuse) {
      // The base class only wires its helpers (`jestPlaywright.resetPage`…) when told to skip its
      // own browser, context and page; they then work on the page set here.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
    }
    await super.setup();
    if (reuse) {
      Object.assign(this.global, shared);
      return;
    }
    await setupPage(this.global.page, this.global.context);
    shared = { browser: this.global.browser, context: this.global.context, page: this.global.page };
  }

  async teardown() {
    if (shared !== null) {
      // A test that had to reopen the page (the runner's retry after a navigation) hands on the new one.
      if (this.global.page && !this.global.page.isClosed()) shared.page = this.global.page;
      // The base class closes `browser` (the worker's connection): it stays open for the next file,
      // and ends with the worker.
      this.global.browser = undefined;
    }
    await super.teardown();
  }
}
