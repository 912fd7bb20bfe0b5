import type { AccessCatalogue } from '@creator-console/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../shared/i18n';
import { roleMessages } from './messages';
import {
  coherenceWarnings,
  diffAccess,
  grantsOf,
  hiddenCompanions,
  menuKeysOf,
  needText,
} from './access-diff';

const child = (group: string, path: string, title: string, requires: string[][] = [], hidden = false) => ({
  path,
  title,
  title_en: title,
  hidden,
  component: `${group}/${path}`,
  requires,
  held: true,
});
const groups: AccessCatalogue['groups'] = [
  {
    path: 'audit',
    title: '视频审核',
    title_en: 'Video review',
    hidden: false,
    children: [
      child('audit', 'index', '视频列表', [['review:video']]),
      child('audit', 'edit', '视频详情', [['review:video']], true),
      child('audit', 'one', '机器审核', [['review:video']]),
    ],
  },
  {
    path: 'admin',
    title: '系统管理',
    title_en: 'System',
    hidden: false,
    children: [child('admin', 'white', '机审白名单', [['admin:system', 'review:video'], ['admin:system']])],
  },
];

describe('role access editing', () => {
  it('diffs menus and permissions into sorted added and removed lists', () => {
    const before = {
      menus: new Set(['audit/index', 'audit/one']),
      permissions: new Set(['review:video', 'log:view']),
    };
    const after = {
      menus: new Set(['audit/index', 'admin/white']),
      permissions: new Set(['log:view', 'admin:system']),
    };
    expect(diffAccess(before, after)).toEqual({
      added: ['admin/white', 'admin:system'],
      removed: ['audit/one', 'review:video'],
    });
    expect(diffAccess(before, before)).toEqual({ added: [], removed: [] });
  });

  it('goes between keys and the wire’s groups in catalogue order', () => {
    const keys = menuKeysOf([{ group: 'audit', children: ['one', 'index'] }]);
    expect(grantsOf(keys, groups)).toEqual([{ group: 'audit', children: ['index', 'one'] }]);
  });

  it('proposes the hidden pages of a ticked visible page’s group', () => {
    expect(hiddenCompanions('audit/one', groups)).toEqual(['audit/edit']);
    expect(hiddenCompanions('audit/edit', groups)).toEqual([]);
  });

  it('warns about ticked pages whose calls the role could not make', () => {
    const warnings = coherenceWarnings(
      { menus: new Set(['audit/one', 'admin/white']), permissions: new Set(['review:video']) },
      groups,
    );
    expect(warnings).toEqual([
      { component: 'admin/white', title: '系统管理 › 机审白名单', missing: [['admin:system']] },
    ]);
    const none = coherenceWarnings({ menus: new Set(['audit/one']), permissions: new Set() }, groups);
    expect(none).toEqual([
      { component: 'audit/one', title: '视频审核 › 机器审核', missing: [['review:video']] },
    ]);
    expect(needText(['admin:system', 'review:video'], '或')).toBe('「admin:system」或「review:video」');
  });

  it('words a warning as the design does', () => {
    const [warning] = coherenceWarnings({ menus: new Set(['audit/one']), permissions: new Set() }, groups);
    const need = warning!.missing
      .map((item) => needText(item, translate(roleMessages, 'zh-CN', 'or')))
      .join('、');
    expect(translate(roleMessages, 'zh-CN', 'warning', { page: warning!.title, need })).toBe(
      '已勾选「视频审核 › 机器审核」但未授予「review:video」：页面可见但操作会被拒绝',
    );
  });
});
