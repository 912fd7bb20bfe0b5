import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuCatalogue, UPLOAD_TOOL_CHILD } from '@creator-console/contract';
import { builtPages, notAvailablePage, pageFor, pageRegistry } from './page-registry';

describe('page registry', () => {
  it('has a page for every child of the catalogue and the upload tool', () => {
    const keys = [
      ...menuCatalogue.flatMap((group) => group.children.map((child) => `${group.path}/${child.path}`)),
      `admin/${UPLOAD_TOOL_CHILD.path}`,
    ];
    for (const key of keys) expect(pageRegistry.get(key), key).toBeTypeOf('function');
    expect(pageRegistry.size).toBe(keys.length);
  });

  it('registers built pages only under component keys the catalogue knows', () => {
    for (const key of Object.keys(builtPages)) {
      expect(pageRegistry.get(key), key).toBe(builtPages[key]);
    }
  });

  it('serves the dashboard as a real page and everything else not built as the stand-in', async () => {
    expect(pageFor('dashboard/index')).not.toBe(notAvailablePage);
    expect(pageFor('live/index')).toBe(notAvailablePage);
    expect(pageFor('unknown/page')).toBe(notAvailablePage);
    const dashboard = await pageFor('dashboard/index')();
    expect(dashboard.default).toBeTypeOf('function');
    // The first import transforms the page's whole module graph (ui styles included): slow on a busy machine.
  }, 30_000);

  describe('in a production build', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('has no upload tool: the key serves the stand-in', async () => {
      vi.stubEnv('MODE', 'production');
      vi.resetModules();
      const production = await import('./page-registry');
      expect(Object.keys(production.builtPages)).not.toContain(`admin/${UPLOAD_TOOL_CHILD.path}`);
      expect(production.pageFor(`admin/${UPLOAD_TOOL_CHILD.path}`)).toBe(production.notAvailablePage);
    });
  });

  it('builds the upload tool outside production', () => {
    expect(Object.keys(builtPages)).toContain(`admin/${UPLOAD_TOOL_CHILD.path}`);
  });
});
