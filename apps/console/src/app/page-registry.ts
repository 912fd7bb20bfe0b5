import type { ComponentType } from 'react';
import { componentKey, fullCatalogue } from '../shared/catalogue';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** The honest stand-in for an area not built yet: its title and a note, never sample data. */
export const notAvailablePage: PageLoader = () => import('../shared/pages/not-available-page');

/** The pages that exist, by component key `<group>/<child>`; each one is its own chunk. */
export const builtPages: Readonly<Record<string, PageLoader>> = {
  'dashboard/index': () => import('../features/dashboard/pages/index-page'),
  'inform/index': () => import('../features/inform/pages/index-page'),
  'inform/detail': () => import('../features/inform/pages/detail-page'),
  'personal/index': () => import('../features/personal/pages/index-page'),
  'personal/wallet': () => import('../features/personal/pages/wallet-page'),
  'personal/withdraw': () => import('../features/personal/pages/withdraw-page'),
  'mcn/index': () => import('../features/mcn/pages/index-page'),
  'certification/index': () => import('../features/certification/pages/index-page'),
  'certification/personal': () => import('../features/certification/pages/personal-page'),
  'certification/face': () => import('../features/certification/pages/face-page'),
  'certification/enterprise': () => import('../features/certification/pages/enterprise-page'),
  'certification/mcn': () => import('../features/certification/pages/mcn-page'),
  'certification/identity': () => import('../features/certification/pages/identity-page'),
  'certification/interest': () => import('../features/certification/pages/interest-page'),
  'certification/category': () => import('../features/certification/pages/category-settings-page'),
  'certification/identity-set': () => import('../features/certification/pages/identity-set-page'),
  'certification/interest-set': () => import('../features/certification/pages/interest-set-page'),
  'certification/rule': () => import('../features/certification/pages/rule-settings-page'),
  'analyse/user': () => import('../features/analyse/pages/user-page'),
  'approval/info': () => import('../features/approval/pages/info-page'),
  'approval/personal': () => import('../features/approval/pages/personal-page'),
  'approval/enterprise': () => import('../features/approval/pages/enterprise-page'),
  'approval/mcn': () => import('../features/approval/pages/mcn-page'),
  'approval/identity': () => import('../features/approval/pages/identity-page'),
  'approval/interest': () => import('../features/approval/pages/interest-page'),
  'video/create': () => import('../features/video/pages/create-page'),
  'video/index': () => import('../features/video/pages/index-page'),
  'video/draft': () => import('../features/video/pages/draft-page'),
  'video/edit': () => import('../features/video/pages/edit-page'),
  'video/export': () => import('../shared/pages/video-exports-page'),
  'video/album': () => import('../features/video/pages/album-index-page'),
  'video/album/detail': () => import('../features/video/pages/album-detail-page'),
  'video/album/edit': () => import('../features/video/pages/album-edit-page'),
  'audit/export': () => import('../shared/pages/review-exports-page'),
  'audit/index': () => import('../features/audit/pages/index-page'),
  'audit/edit': () => import('../features/audit/pages/edit-page'),
  'audit/one': () => import('../features/audit/pages/one-page'),
  'audit/two': () => import('../features/audit/pages/two-page'),
  'audit/three': () => import('../features/audit/pages/three-page'),
  'audit/option': () => import('../features/audit/pages/option-page'),
  'audit/statement': () => import('../features/audit/pages/statement-page'),
  'admin/index': () => import('../features/admin/pages/index-page'),
  'admin/white': () => import('../features/admin/pages/white-page'),
  'admin/label': () => import('../features/admin/pages/label-page'),
  'admin/group': () => import('../features/admin/pages/group-page'),
  'admin/user-group': () => import('../features/admin/pages/user-group-page'),
  'admin/channel': () => import('../features/admin/pages/channel-page'),
  'admin/notice': () => import('../features/admin/pages/notice-page'),
  // Development and staging only (admin.md §6.9): in a production build MODE is the literal
  // 'production', the branch is dead and no chunk of the tool is emitted.
  ...(import.meta.env.MODE === 'production'
    ? {}
    : { 'admin/upload-tool': () => import('../features/admin/pages/upload-tool-page') }),
  'admin/role': () => import('../features/admin/pages/role-page'),
  'admin/menu': () => import('../features/admin/pages/menu-page'),
  'finance/index': () => import('../features/finance/pages/index-page'),
  'finance/account': () => import('../features/finance/pages/account-page'),
  'log/index': () => import('../features/log/pages/index-page'),
  'admin/doc': () => import('../features/admin/pages/doc-page'),
  'doc/index': () => import('../features/doc/pages/index-page'),
  'log/video': () => import('../features/log/pages/video-page'),
  'log/album': () => import('../features/log/pages/album-page'),
  'log/es': () => import('../features/log/pages/es-page'),
  'log/finance': () => import('../features/log/pages/finance-page'),
  'finance/personal': () => import('../features/finance/pages/payout-page'),
  'finance/company': () => import('../features/finance/pages/payout-page'),
  'finance/export': () => import('../features/finance/pages/export-page'),
  'films/two': () => import('../features/films/pages/two-page'),
  'films/three': () => import('../features/films/pages/three-page'),
  'films/index': () => import('../features/films/pages/index-page'),
  'films/edit': () => import('../features/films/pages/edit-page'),
  'films/option': () => import('../features/films/pages/option-page'),
  'mission/index': () => import('../features/mission/pages/index-page'),
  'mission/set': () => import('../features/mission/pages/set-page'),
  'task/index': () => import('../features/task/pages/index-page'),
  'task/mine': () => import('../features/task/pages/mine-page'),
  'playlet/index': () => import('../features/playlet/pages/index-page'),
  'playlet/legal': () => import('../features/playlet/pages/legal-page'),
  'playlet/agreement': () => import('../features/playlet/pages/agreement-page'),
  'playlet/finance': () => import('../features/playlet/pages/finance-page'),
  'sem/index': () => import('../features/sem/pages/index-page'),
  'sem/create': () => import('../features/sem/pages/create-page'),
  'sem/edit': () => import('../features/sem/pages/edit-page'),
  'sem/goods': () => import('../features/sem/pages/goods-page'),
  'sem/set': () => import('../features/sem/pages/set-page'),
  'sem/topic': () => import('../features/sem/pages/topic-page'),
  'spread/index': () => import('../features/spread/pages/index-page'),
  'spread/mine': () => import('../features/spread/pages/mine-page'),
  'sem/bind': () => import('../features/sem/pages/bind-page'),
  'sem/best': () => import('../features/sem/pages/best-page'),
  'sem/best-video': () => import('../features/sem/pages/best-video-page'),
  'sem/example': () => import('../features/sem/pages/example-page'),
  'sem/example-video': () => import('../features/sem/pages/example-video-page'),
  'sem/survey': () => import('../features/sem/pages/survey-page'),
  'spread/survey-list': () => import('../features/spread/pages/survey-list-page'),
  'spread/survey-create': () => import('../features/spread/pages/survey-create-page'),
  'spread/survey-edit': () => import('../features/spread/pages/survey-edit-page'),
};

/** Component key → page for every page of the catalogue: the built page, else the stand-in. */
export const pageRegistry: ReadonlyMap<string, PageLoader> = new Map(
  fullCatalogue.flatMap((group) =>
    group.children.map((child) => {
      const key = componentKey(group.path, child.path);
      return [key, builtPages[key] ?? notAvailablePage] as const;
    }),
  ),
);

/**
 * Data a page asks for first, requested beside the page's own import when a session opens on it
 * (`startMenuPage`), instead of once its code has run. Each key's loader is a chunk of its own.
 */
export const pageDataPreloads: Readonly<Record<string, () => Promise<void>>> = {
  'dashboard/index': () =>
    import('../features/dashboard/pages/preload-data').then(({ preloadDashboardData }) =>
      preloadDashboardData(),
    ),
};

/** A key the server sends that the catalogue does not know also gets the stand-in. */
export const pageFor = (component: string): PageLoader => pageRegistry.get(component) ?? notAvailablePage;
