import { describe, expect, it } from 'vitest';
import { menuCatalogue } from '@creator-console/contract';
import type { RouteGroup } from '@creator-console/auth';
import { buildRouteTable, routeTable } from './route-table';

const paths = (table: readonly RouteGroup[]) =>
  table.flatMap((group) => group.children.map((page) => page.path));

describe('static route table', () => {
  it('has every group and child of the catalogue, hidden ones included', () => {
    const table = buildRouteTable('production');
    expect(table.map((group) => group.path)).toEqual(menuCatalogue.map((group) => `/${group.path}`));
    for (const group of menuCatalogue) {
      for (const child of group.children) {
        expect(paths(table)).toContain(`/${group.path}/${child.path}`);
      }
    }
    const videoEdit = table
      .find((group) => group.path === '/video')
      ?.children.find((page) => page.path === '/video/edit');
    expect(videoEdit).toMatchObject({ hidden: true, component: 'video/edit' });
    expect(table.find((group) => group.path === '/mission')?.hidden).toBe(true);
  });

  it('offers the upload tool under /admin in development and staging builds only', () => {
    expect(paths(buildRouteTable('production'))).not.toContain('/admin/upload-tool');
    for (const mode of ['development', 'staging']) {
      const admin = buildRouteTable(mode).find((group) => group.path === '/admin');
      expect(admin?.children.at(-1)).toMatchObject({
        path: '/admin/upload-tool',
        component: 'admin/upload-tool',
      });
    }
  });

  it('is built for the mode of this build', () => {
    expect(paths(routeTable)).toContain('/admin/upload-tool');
  });
});
