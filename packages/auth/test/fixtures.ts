import type { ApiClient } from '@creator-console/api-client';
import type { Endpoint, MenuEntry, UserInfo } from '@creator-console/contract';
import type { SessionStore } from '../src/index.js';

export function userWith(role: string, tags: string[] = [], id = 1): UserInfo {
  return {
    id,
    name: `user-${id}`,
    avatar: '',
    real_name: '',
    phone: '138****0000',
    status: 1,
    roles: [{ name: role }],
    info: { entity_name: '' },
    admin_tags: tags.map((name) => ({ name })),
  };
}

export const menu: MenuEntry[] = [
  { path: 'dashboard', title: '仪表盘', icon: 'dashboard', hidden: false, children: [] },
  {
    path: 'video',
    title: '内容管理',
    icon: 'video',
    hidden: false,
    children: [
      { path: 'create', name: 'VideoCreate', title: '上传视频', hidden: false, component: 'video/create' },
      { path: 'edit', name: 'VideoEdit', title: '编辑视频', hidden: true, component: 'video/edit' },
    ],
  },
  {
    path: 'live',
    title: '直播管理',
    icon: 'live',
    hidden: false,
    children: [
      { path: 'index', name: 'LiveIndex', title: '直播列表', hidden: false, component: 'live/index' },
    ],
  },
];

type Handler = (context: { token: string | null; options: Record<string, unknown> }) => unknown;

/**
 * A stand-in for the api-client (our own code), answering by endpoint path. It reads the token from
 * the store on every call, as the real client's `getToken` does.
 */
export function fakeClient(store: Pick<SessionStore, 'getToken'>, handlers: Record<string, Handler>) {
  const calls: Array<{ path: string; token: string | null; options: Record<string, unknown> }> = [];
  const call = async (endpoint: Endpoint, options: Record<string, unknown> = {}) => {
    const token = store.getToken();
    calls.push({ path: endpoint.path, token, options });
    const handler = handlers[endpoint.path];
    if (!handler) throw new Error(`unexpected call to ${endpoint.path}`);
    return handler({ token, options });
  };
  const client = {
    call,
    callRaw: async (endpoint: Endpoint, options?: Record<string, unknown>) => ({
      data: await call(endpoint, options),
      status: 200,
    }),
  } as unknown as ApiClient;
  return { client, calls };
}
