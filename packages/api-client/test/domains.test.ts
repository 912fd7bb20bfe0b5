import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints, type Endpoint } from '@creator-console/contract';
import {
  createApi,
  createApiClient,
  withMcnTokenHeader,
  type Api,
  type CertificationApplicationInput,
} from '../src/index.js';
import { json, startTestServer } from './server.js';
import { staffEndpoints } from './staff-cases.js';
import { videoEndpoints } from './video-cases.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const apiFor = () => createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });

interface Case {
  name: string;
  endpoint: Endpoint;
  run: (api: Api) => Promise<unknown>;
  /** What the server must receive: method, path with query, JSON body. */
  method: string;
  url: string;
  body?: unknown;
  /** The `data` the server answers; the function resolves with it, or with `returns`. */
  data: unknown;
  returns?: unknown;
}

const brief = (id: number) => ({ id, name: `user-${id}`, avatar: '', role_name: '创作者' });
const totals = { plays: 120, likes: 30, comments: 4, shares: 2, new_fans: 5, published: 1 };
const range = { start_date: '2026-01-01', end_date: '2026-01-31' };
const rangeQuery = 'start_date=2026-01-01&end_date=2026-01-31';
const inviteLog = {
  id: 4,
  type: 1,
  status: 0,
  message: '欢迎加入',
  sender: brief(5),
  receiver: brief(7),
  created_at: '2026-01-02T03:04:05.000Z',
  handled_at: null,
};
const application: CertificationApplicationInput = {
  type: 'enterprise',
  fields: {
    entity_name: '星河文化传媒有限公司',
    credit_code: '91110105MA01ABCD2X',
    license_image: '/uploads/license.jpg',
    legal_person: '李四',
    contact_phone: '13800000005',
  },
};
const summary = {
  id: 11,
  type: 'enterprise',
  status: 1,
  title: '星河文化传媒有限公司',
  message: '',
  user: brief(5),
  reviewer: null,
  created_at: '2026-01-02T03:04:05.000Z',
  reviewed_at: null,
};
const page = <T>(rows: T[]) => ({ data: rows, total: rows.length });

const statisticsCases: Case[] = [
  {
    name: 'userStatisticsInfo',
    endpoint: endpoints.userStatisticsInfo,
    run: (api) => api.statistics.userStatisticsInfo({ query: { ...range, user_id: 7 } }),
    method: 'GET',
    url: `/api/user-statistics-info?${rangeQuery}&user_id=7`,
    data: { user_id: 7, ...range, totals, previous: totals, fans: 900 },
  },
  {
    name: 'userStatisticsHistory',
    endpoint: endpoints.userStatisticsHistory,
    run: (api) => api.statistics.userStatisticsHistory({ query: range }),
    method: 'GET',
    url: `/api/user-statistics-history?${rangeQuery}`,
    data: { user_id: 3, days: [{ date: '2026-01-01', ...totals }] },
  },
  {
    name: 'userStatisticsFans',
    endpoint: endpoints.userStatisticsFans,
    run: (api) => api.statistics.userStatisticsFans({ query: range }),
    method: 'GET',
    url: `/api/user-statistics-fans?${rangeQuery}`,
    data: {
      user_id: 3,
      fans: 900,
      days: [{ date: '2026-01-01', fans: 900, new_fans: 5, lost_fans: 1 }],
      gender: [{ label: '女', value: 60 }],
      age: [{ label: '18-24', value: 40 }],
    },
  },
];

const message = {
  id: 12,
  type: 1,
  title: '系统通知',
  summary: '平台规则更新',
  is_read: 0,
  created_at: '2026-01-02T03:04:05.000Z',
};
const messageCases: Case[] = [
  {
    name: 'reminders',
    endpoint: endpoints.reminders,
    run: (api) => api.messages.reminders(),
    method: 'GET',
    url: '/api/reminders',
    data: { album_count: 2, user_count: 5 },
  },
  {
    name: 'myMessages',
    endpoint: endpoints.myMessages,
    run: (api) => api.messages.myMessages({ query: { page: 2, size: 20, type: 1, unread: 1 } }),
    method: 'GET',
    url: '/api/my-message?page=2&size=20&type=1&unread=1',
    data: page([message]),
  },
  {
    name: 'myMessages without a query',
    endpoint: endpoints.myMessages,
    run: (api) => api.messages.myMessages(),
    method: 'GET',
    url: '/api/my-message',
    data: page([]),
  },
  {
    name: 'unreadMessageCount',
    endpoint: endpoints.myUnreadMessageCount,
    run: (api) => api.messages.myUnreadMessageCount({ query: { type: 1 } }),
    method: 'GET',
    url: '/api/my-unread-message-count?type=1',
    data: { count: 3 },
  },
  {
    name: 'readMessage',
    endpoint: endpoints.readMessage,
    run: (api) => api.messages.readMessage({ query: { id: 12 } }),
    method: 'POST',
    url: '/api/read-message?id=12',
    data: { updated: 1 },
  },
  {
    name: 'messageDetail',
    endpoint: endpoints.messageDetail,
    run: (api) => api.messages.messageDetail({ params: { id: 12 } }),
    method: 'GET',
    url: '/api/message/12',
    data: { ...message, content: '平台规则更新，详见公告。', link: null, read_at: null },
  },
];

const linkedRow = {
  user_id: 7,
  is_current: 0,
  user: {
    avatar: '',
    name: 'creator',
    real_name: '张三',
    phone: '138****0003',
    role_name: '创作者',
    status: 1,
  },
};
const mcnCases: Case[] = [
  {
    name: 'inviteLogList',
    endpoint: endpoints.inviteLogList,
    run: (api) => api.mcn.inviteLogList({ query: { direction: 'sent', status: 0 } }),
    method: 'GET',
    url: '/api/mcn-invite-log?direction=sent&status=0',
    data: page([inviteLog]),
  },
  {
    name: 'createInvite',
    endpoint: endpoints.createInvite,
    run: (api) => api.mcn.createInvite({ type: 1, receiver_id: 7, message: '欢迎加入' }),
    method: 'POST',
    url: '/api/mcn-invite-log',
    body: { type: 1, receiver_id: 7, message: '欢迎加入' },
    data: inviteLog,
  },
  {
    name: 'handleInvite',
    endpoint: endpoints.handleInvite,
    run: (api) => api.mcn.handleInvite({ id: 4, status: 1 }),
    method: 'PUT',
    url: '/api/mcn-invite-log/4',
    body: { status: 1 },
    data: { ...inviteLog, status: 1, handled_at: '2026-01-03T00:00:00.000Z' },
  },
  {
    name: 'userSearch',
    endpoint: endpoints.userSearch,
    run: (api) => api.mcn.userSearch({ query: { keyword: '张 三', page: 1 } }),
    method: 'GET',
    url: '/api/user-search?keyword=%E5%BC%A0+%E4%B8%89&page=1',
    data: page([{ ...brief(7), phone: '138****0003', linked: 0 }]),
  },
  {
    name: 'myBloggers',
    endpoint: endpoints.myBloggers,
    run: (api) =>
      api.mcn.myBloggers({ query: { page: 1, size: 10, user_name: 'creator', mcn_token: 'mcn-tok' } }),
    method: 'GET',
    url: '/api/my-bloggers?page=1&size=10&user_name=creator&mcn_token=mcn-tok',
    data: { data: [{ ...linkedRow, user_id: 5, is_current: 1 }, linkedRow], total: 2 },
  },
  {
    name: 'myUserToken',
    endpoint: endpoints.myUserToken,
    run: (api) => api.mcn.myUserToken({ query: { user_id: 7, mcn_token: 'mcn-tok' } }),
    method: 'GET',
    url: '/api/my_user_token?user_id=7&mcn_token=mcn-tok',
    data: 'creator-tok',
  },
  {
    name: 'removeBlogger',
    endpoint: endpoints.removeBlogger,
    run: (api) => api.mcn.removeBlogger({ query: { user_id: 7 } }),
    method: 'DELETE',
    url: '/api/my-bloggers?user_id=7',
    data: null,
  },
];

const certificationCases: Case[] = [
  {
    name: 'applyCertification',
    endpoint: endpoints.applyCertification,
    run: (api) => api.certification.applyCertification(application),
    method: 'POST',
    url: '/api/users_certification_apply',
    body: application,
    data: summary,
  },
  {
    name: 'updateCertification',
    endpoint: endpoints.updateCertification,
    run: (api) => api.certification.updateCertification({ id: 11, ...application }),
    method: 'PUT',
    url: '/api/users_certification_apply/11',
    body: application,
    data: summary,
  },
  {
    name: 'certificationApplyRecords',
    endpoint: endpoints.certificationApplyRecords,
    run: (api) =>
      api.certification.certificationApplyRecords({ query: { type: 'mcn', status: 1, keyword: '星河' } }),
    method: 'GET',
    url: '/api/users_certification_apply_record?type=mcn&status=1&keyword=%E6%98%9F%E6%B2%B3',
    data: page([summary]),
  },
  {
    name: 'approveCertification',
    endpoint: endpoints.approveCertification,
    run: (api) => api.certification.approveCertification({ id: 11, status: 3, message: '营业执照不清晰' }),
    method: 'POST',
    url: '/api/users_certification_apply_approval/11',
    body: { id: 11, status: 3, message: '营业执照不清晰' },
    data: { user_id: 5 },
  },
  {
    name: 'certificationInfoDetail',
    endpoint: endpoints.certificationInfoDetail,
    run: (api) => api.certification.certificationInfoDetail({ params: { id: 3 } }),
    method: 'GET',
    url: '/api/certification_info_detail/3',
    data: {
      id: 3,
      category_id: 1,
      name: '美食博主',
      type: 'interest',
      description: '',
      conditions: ['粉丝数不少于 1000'],
    },
  },
  {
    name: 'certificationCategories',
    endpoint: endpoints.certificationCategories,
    run: (api) => api.certification.certificationCategories(),
    method: 'GET',
    url: '/api/certification_info_category_list',
    data: [{ id: 1, name: '生活', type: 'interest', items: [{ id: 3, name: '美食博主' }] }],
  },
  {
    name: 'userAllCertifications',
    endpoint: endpoints.userAllCertifications,
    run: (api) =>
      api.certification.userAllCertifications({ params: { userId: 5 }, query: { name: '星河', all: 1 } }),
    method: 'GET',
    url: '/api/users_all_cert_info/5?name=%E6%98%9F%E6%B2%B3&all=1',
    data: [
      {
        type: 'enterprise',
        name: '星河文化传媒有限公司',
        status: 2,
        application_id: 11,
        updated_at: '2026-01-03T00:00:00.000Z',
      },
    ],
  },
  {
    name: 'myCertificationInfo',
    endpoint: endpoints.myCertificationInfo,
    run: (api) => api.certification.myCertificationInfo({ query: { applying: 1 } }),
    method: 'GET',
    url: '/api/my_cert_info?applying=1',
    data: {
      mcn_status: 0,
      enterprise_status: 1,
      cert_status: 0,
      identity_status: 0,
      interest_status: 0,
      applications: [summary],
    },
  },
  {
    name: 'certificationApplyDetail',
    endpoint: endpoints.certificationApplyDetail,
    run: (api) => api.certification.certificationApplyDetail({ params: { id: 11 } }),
    method: 'GET',
    url: '/api/users_certification_apply_detail/11',
    data: { ...summary, fields: { entity_name: '星河文化传媒有限公司' }, history: [] },
  },
];

const trackingCases: Case[] = [
  {
    name: 'trackEvent',
    endpoint: endpoints.track,
    run: (api) => api.tracking.track({ event: 'login', success: true }),
    method: 'POST',
    url: '/api/track',
    body: {
      platform: '创作者平台',
      port: 'PC web',
      reason: 0,
      properties: {},
      event: 'login',
      success: true,
    },
    data: null,
    returns: undefined,
  },
  {
    name: 'trackedEvents',
    endpoint: endpoints.trackedEvents,
    run: (api) => api.tracking.trackedEvents({ query: { event: 'invite', page: 1 } }),
    method: 'GET',
    url: '/api/track?event=invite&page=1',
    data: page([]),
  },
];

const domainCases = {
  statistics: statisticsCases,
  messages: messageCases,
  mcn: mcnCases,
  certification: certificationCases,
  tracking: trackingCases,
};

for (const [domain, cases] of Object.entries(domainCases)) {
  describe(`${domain} endpoints`, () => {
    it.each(cases)('$name sends the request and resolves with the data', async (c) => {
      server.on(c.url.split('?')[0]!, (_, res) => json(res, 200, { data: c.data }));
      const result = await c.run(apiFor());
      expect(result).toEqual('returns' in c ? c.returns : c.data);
      const request = server.last();
      expect(`${request.method} ${request.url}`).toBe(`${c.method} ${c.url}`);
      expect(request.method).toBe(c.endpoint.method);
      expect(request.headers.authorization).toBe('Bearer tok');
      if (c.body === undefined) expect(request.body).toBe('');
      else expect(JSON.parse(request.body)).toEqual(c.body);
    });
  });
}

describe('the MCN token', () => {
  it('travels in the X-MCN-Token header with withMcnTokenHeader, never in the URL', async () => {
    server.on('/api/my_user_token', (_, res) => json(res, 200, { data: 'creator-tok' }));
    server.on('/api/my-bloggers', (_, res) => json(res, 200, { data: page([linkedRow]) }));
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    await client.call(endpoints.myUserToken, withMcnTokenHeader({ user_id: 7, mcn_token: 'mcn-tok' }));
    await client.call(endpoints.myBloggers, withMcnTokenHeader({ page: 1, mcn_token: 'mcn-tok' }));
    for (const request of server.received) {
      expect(request.url).not.toContain('mcn-tok');
      expect(request.headers['x-mcn-token']).toBe('mcn-tok');
    }
    expect(server.received).toHaveLength(2);
  });
});

describe('domain coverage', () => {
  it('has a case for every endpoint of the contract', () => {
    // Session calls are covered by session.test.ts, the sensitive lookup (its confirmation included) by sensitive.test.ts.
    const elsewhere = [
      endpoints.login,
      endpoints.phoneLogin,
      endpoints.myMenu,
      endpoints.myPage,
      endpoints.myProfile,
      endpoints.logout,
      endpoints.confirmSensitive,
      endpoints.revealSensitive,
      // videos.test.ts
      ...videoEndpoints,
      // albums.test.ts
      endpoints.myAlbums,
      endpoints.myAlbumDetail,
      endpoints.createAlbum,
      endpoints.updateAlbum,
      endpoints.deleteAlbum,
      endpoints.claimAlbumBatch,
      endpoints.releaseAlbumItems,
      endpoints.decideAlbumItem,
      endpoints.decideAlbumBatch,
      endpoints.reviewAlbumList,
      endpoints.reviewAlbumDetail,
      endpoints.editReviewAlbum,
      // files.test.ts
      endpoints.uploadImage,
      endpoints.fileAddress,
      // upload.test.ts
      endpoints.createUpload,
      endpoints.uploadState,
      endpoints.putUploadChunk,
      endpoints.completeUpload,
      endpoints.cancelUpload,
      endpoints.createExport,
      endpoints.myExports,
      // staff-domains.test.ts walks every administration and documents endpoint
      ...staffEndpoints.map(([, endpoint]) => endpoint),
    ];
    const covered = new Set<Endpoint>([
      ...elsewhere,
      ...Object.values(domainCases)
        .flat()
        .map((c) => c.endpoint),
    ]);
    expect(
      Object.entries(endpoints)
        .filter(([, endpoint]) => !covered.has(endpoint))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('binds every endpoint of the contract under its tag, with nothing listed by hand', async () => {
    const api = createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    const camel = (tag: string) => tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const domain = (api as unknown as Record<string, Record<string, unknown>>)[camel(endpoint.tag)];
      expect(typeof domain?.[name], `${camel(endpoint.tag)}.${name}`).toBe('function');
    }
    server.on('/api/my-bloggers', (_, res) => json(res, 200, { data: page([linkedRow]) }));
    server.on('/api/certification_info_detail/3', (_, res) => json(res, 200, { data: { id: 3 } }));
    await expect(api.mcn.myBloggers({ query: { page: 2 } })).resolves.toEqual(page([linkedRow]));
    await expect(api.certification.certificationInfoDetail({ params: { id: 3 } })).resolves.toEqual({
      id: 3,
    });
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/my-bloggers?page=2',
      '/api/certification_info_detail/3',
    ]);
  });

  it('types each bound endpoint from the contract', () => {
    const api = createApi({ getToken: () => null });
    expectTypeOf(api.mcn.myUserToken).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf(api.sensitive.revealSensitive).returns.resolves.toEqualTypeOf<string>();
    // @ts-expect-error the user search needs its query
    void (() => api.mcn.userSearch());
    // @ts-expect-error a path parameter is required
    void (() => api.albums.myAlbumDetail({}));
  });
});
