import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BusinessError,
  HttpError,
  applyCertification,
  approveCertification,
  createApi,
  createApiClient,
  createInvite,
  createTracker,
  encryptCredentials,
  failureReason,
  handleInvite,
  login,
  updateCertification,
  type ApiClientOptions,
  type ApiError,
  type CertificationApplicationInput,
  type Notice,
  type TrackingEvent,
  type UserInfo,
} from '../src/index.js';
import { closedPort, json, startTestServer } from './server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const user: UserInfo = {
  id: 5,
  name: 'mcn',
  avatar: '',
  real_name: '王五',
  phone: '138****0005',
  status: 1,
  roles: [{ name: 'MCN' }],
  info: { entity_name: '星河文化' },
  admin_tags: [],
};
const credentials = encryptCredentials({ account: '13800000005', password: 'Demo@2026' });
const application: CertificationApplicationInput = {
  type: 'mcn',
  fields: {
    entity_name: '星河文化传媒有限公司',
    credit_code: '91110105MA01ABCD2X',
    license_image: '/uploads/license.jpg',
    legal_person: '李四',
    contact_phone: '13800000005',
    contact_name: '王五',
    description: '短视频机构',
  },
};

/** A client over the test server that records notices, failures seen by `onError`, and every fetched URL. */
function setup(overrides: Partial<ApiClientOptions> = {}) {
  const notices: Notice[] = [];
  const failures: ApiError[] = [];
  const fetched: string[] = [];
  const options: ApiClientOptions = {
    baseUrl: server.baseUrl,
    getToken: () => 'tok',
    notify: (notice) => notices.push(notice),
    onError: ({ error }) => failures.push(error),
    fetch: (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    ...overrides,
  };
  return { client: createApiClient(options), options, notices, failures, fetched };
}

/** The tracking events the server received, in order. */
const trackedOnServer = () =>
  server.received
    .filter((r) => r.method === 'POST' && r.url === '/api/track')
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

const acceptTracking = () => server.on('/api/track', (_, res) => json(res, 200, { data: null }));

/** What the server must receive for an event: the platform and port labels are always sent. */
const wire = (event: TrackingEvent) => ({
  platform: '创作者平台',
  port: 'PC web',
  reason: 0,
  properties: {},
  ...event,
});

/** Waits until the server has received exactly these events, in any order (separate connections). */
const expectTracked = (...events: TrackingEvent[]) =>
  vi.waitFor(() => {
    const received = trackedOnServer();
    expect(received).toHaveLength(events.length);
    expect(received).toEqual(expect.arrayContaining(events.map(wire)));
  });

/** Lets every request started so far reach fetch (they start within microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createTracker', () => {
  it('sends the event with the platform and port labels, silently, without waiting', async () => {
    acceptTracking();
    const { client, notices } = setup();
    const tracker = createTracker(client);
    const returned: unknown = tracker.track({
      event: 'invite',
      success: false,
      reason: '对方已加入其他机构',
    });
    expect(returned).toBeUndefined();
    await vi.waitFor(() =>
      expect(trackedOnServer()).toEqual([
        {
          event: 'invite',
          platform: '创作者平台',
          port: 'PC web',
          success: false,
          reason: '对方已加入其他机构',
          properties: {},
        },
      ]),
    );
    expect(notices).toEqual([]);
  });

  it('drops a failure of the tracking endpoint without a notice or a rejection', async () => {
    server.on('/api/track', (_, res) => json(res, 500, { message: '服务器错误' }));
    const { client, notices, failures } = setup();
    createTracker(client).track({ event: 'login', success: true });
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ status: 500 });
    expect(notices).toEqual([]);
  });

  it('drops a network failure of the tracking endpoint', async () => {
    const { client, notices, failures } = setup({ baseUrl: `http://127.0.0.1:${await closedPort()}` });
    expect(() => createTracker(client).track({ event: 'login', success: true })).not.toThrow();
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ name: 'NetworkError' });
    expect(notices).toEqual([]);
  });
});

describe('createTracker without a configuration for the event (spec §8)', () => {
  it('logs the event instead of sending it, and never throws', async () => {
    acceptTracking();
    const { client, fetched } = setup();
    const logged: Array<[string, TrackingEvent]> = [];
    const tracker = createTracker(client, { log: (message, event) => logged.push([message, event]) });
    const unconfigured = { event: 'live_start', success: true } as unknown as TrackingEvent;
    expect(() => tracker.track(unconfigured)).not.toThrow();
    await settle();
    expect(logged).toEqual([[expect.stringContaining('"live_start"'), unconfigured]]);
    expect(fetched).toEqual([]);
  });

  it('logs to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, fetched } = setup();
    createTracker(client).track({ event: 'unknown', success: false } as unknown as TrackingEvent);
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no configuration'), {
      event: 'unknown',
      success: false,
    });
    expect(fetched).toEqual([]);
    warn.mockRestore();
  });
});

describe('failureReason', () => {
  it("is the server's message, cut to 200 characters, or 0", () => {
    const request = { method: 'POST', url: '/api/x', headers: {} };
    expect(failureReason(new BusinessError(202, '已邀请', { message: '已邀请' }, request))).toBe('已邀请');
    expect(failureReason(new HttpError(500, '请求失败（状态码 500）', undefined, request))).toBe(0);
    expect(failureReason(new HttpError(422, 'x', { message: '' }, request))).toBe(0);
    expect(failureReason(new Error('boom'))).toBe(0);
    const long = '长'.repeat(300);
    expect(failureReason(new HttpError(400, long, { message: long }, request))).toBe('长'.repeat(200));
  });
});

describe('tracked login', () => {
  it('reports a success with the account label', async () => {
    acceptTracking();
    server.on('/api/login', (_, res) => json(res, 200, { data: { token: 'new', user } }));
    const { client } = setup();
    const tracker = createTracker(client);
    await expect(login(client, credentials, { tracker, account: ' 13800000005 ' })).resolves.toEqual({
      token: 'new',
      user,
    });
    await expectTracked({ event: 'login', success: true, properties: { label: 'phone' } });
    // The account is only a label: the login body stays the encrypted payload.
    const loginRequest = server.received.find((r) => r.url === '/api/login');
    expect(JSON.parse(loginRequest!.body)).toEqual(credentials);
  });

  it("reports a failure with the server's message and still rejects", async () => {
    acceptTracking();
    server.on('/api/login', (_, res) => json(res, 202, { message: '账号或密码错误' }));
    const { client, failures } = setup();
    const error = await login(client, credentials, {
      tracker: createTracker(client),
      account: 'creator',
      silent: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toBe(failures[0]);
    await expectTracked({
      event: 'login',
      success: false,
      reason: '账号或密码错误',
      properties: { label: 'creator-number' },
    });
  });

  it('reports 0 as the reason when the server sent no message, and no label without an account', async () => {
    acceptTracking();
    server.on('/api/a-login', (_, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client } = setup();
    const phonePayload = { phone: credentials.email, password: credentials.password };
    await expect(login(client, phonePayload, { tracker: createTracker(client) })).rejects.toBeInstanceOf(
      HttpError,
    );
    await expectTracked({ event: 'login', success: false, reason: 0 });
  });
});

describe('tracked invites and certifications', () => {
  const inviteLog = { id: 4, type: 1, status: 0 };

  it('reports invites created and handled', async () => {
    acceptTracking();
    server.on('/api/mcn-invite-log', (_, res) => json(res, 200, { data: inviteLog }));
    server.on('/api/mcn-invite-log/4', (_, res) => json(res, 200, { data: { ...inviteLog, status: 2 } }));
    const { client } = setup();
    const tracker = createTracker(client);
    await expect(createInvite(client, { type: 1, receiver_id: 7 }, { tracker })).resolves.toEqual(inviteLog);
    await expect(handleInvite(client, { id: 4, status: 2 }, { tracker })).resolves.toMatchObject({
      status: 2,
    });
    await expectTracked(
      { event: 'invite', success: true, properties: { action: 'create', type: 1 } },
      { event: 'invite', success: true, properties: { action: 'handle', status: 2 } },
    );
  });

  it("reports a refused invite with the server's message and rethrows the same error", async () => {
    acceptTracking();
    server.on('/api/mcn-invite-log/4', (_, res) => json(res, 202, { message: '该邀请已处理' }));
    const { client, failures, notices } = setup();
    const error = await handleInvite(client, { id: 4, status: 1 }, { tracker: createTracker(client) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toBe(failures[0]);
    expect(error).toMatchObject({ status: 202, message: '该邀请已处理' });
    // The caller's own call is not silent: the refusal toast still shows, once.
    expect(notices).toHaveLength(1);
    await expectTracked({
      event: 'invite',
      success: false,
      reason: '该邀请已处理',
      properties: { action: 'handle', status: 1 },
    });
  });

  it('reports certification submits, and a failure without a message with reason 0', async () => {
    acceptTracking();
    server.on('/api/users_certification_apply', (_, res) => json(res, 500, {}));
    server.on('/api/users_certification_apply/11', (_, res) => json(res, 200, { data: { id: 11 } }));
    const { client, failures } = setup();
    const tracker = createTracker(client);
    const error = await applyCertification(client, application, { tracker }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBe(failures[0]);
    await expect(updateCertification(client, { id: 11, ...application }, { tracker })).resolves.toEqual({
      id: 11,
    });
    await expectTracked(
      { event: 'certification_submit', success: false, reason: 0, properties: { type: 'mcn' } },
      {
        event: 'certification_submit',
        success: true,
        properties: { type: 'mcn', application_id: 11 },
      },
    );
  });

  it('reports approvals as 通过 for status 2 and 驳回 otherwise', async () => {
    acceptTracking();
    server.on('/api/users_certification_apply_approval/11', (_, res) =>
      json(res, 200, { data: { user_id: 5 } }),
    );
    server.on('/api/users_certification_apply_approval/12', (_, res) =>
      json(res, 202, { message: '申请已审核' }),
    );
    const { client } = setup();
    const tracker = createTracker(client);
    await expect(approveCertification(client, { id: 11, status: 2 }, { tracker })).resolves.toEqual({
      user_id: 5,
    });
    await expect(
      approveCertification(client, { id: 12, status: 3, message: '材料不全' }, { tracker }),
    ).rejects.toThrow('申请已审核');
    await expectTracked(
      {
        event: 'certification_approval',
        success: true,
        properties: { result: '通过', application_id: 11 },
      },
      {
        event: 'certification_approval',
        success: false,
        reason: '申请已审核',
        properties: { result: '驳回', application_id: 12 },
      },
    );
  });
});

describe('tracking never breaks a flow', () => {
  it('resolves the flow while the tracking endpoint has not answered', async () => {
    const waiting: ServerResponse[] = [];
    server.on('/api/track', (_, res) => void waiting.push(res));
    server.on('/api/mcn-invite-log', (_, res) => json(res, 200, { data: { id: 4 } }));
    const { client } = setup();
    await expect(
      createInvite(client, { type: 1, receiver_id: 7 }, { tracker: createTracker(client) }),
    ).resolves.toEqual({ id: 4 });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    for (const res of waiting) json(res, 200, { data: null });
  });

  it('keeps the result and the error of the flow when the tracking endpoint fails', async () => {
    server.on('/api/track', (_, res) => json(res, 503, { message: '维护中' }));
    server.on('/api/users_certification_apply_approval/11', (_, res) =>
      json(res, 200, { data: { user_id: 5 } }),
    );
    server.on('/api/mcn-invite-log', (_, res) => json(res, 202, { message: '已邀请过该用户' }));
    const { client, notices } = setup();
    const tracker = createTracker(client);
    await expect(approveCertification(client, { id: 11, status: 2 }, { tracker })).resolves.toEqual({
      user_id: 5,
    });
    await expect(createInvite(client, { type: 1, receiver_id: 7 }, { tracker })).rejects.toThrow(
      '已邀请过该用户',
    );
    await vi.waitFor(() => expect(trackedOnServer()).toHaveLength(2));
    await settle();
    // Only the invite's own refusal was shown; the tracking endpoint's 503 was not.
    expect(notices).toEqual([{ kind: 'refused', status: 202, message: '已邀请过该用户' }]);
  });
});

describe('createApi tracking', () => {
  it('reports the tracked flows through the bound functions when enabled', async () => {
    acceptTracking();
    server.on('/api/login', (_, res) => json(res, 200, { data: { token: 'new', user } }));
    server.on('/api/users_certification_apply', (_, res) => json(res, 200, { data: { id: 11 } }));
    const api = createApi({ baseUrl: server.baseUrl, getToken: () => null, tracking: true });
    await api.session.login(credentials, { account: 'mcn' });
    await api.certification.applyCertification(application);
    await expectTracked(
      { event: 'login', success: true, properties: { label: 'creator-number' } },
      { event: 'certification_submit', success: true, properties: { type: 'mcn' } },
    );
  });

  it('hands the events of all six tracked flows to a given tracker', async () => {
    server.on('/api/login', (_, res) => json(res, 200, { data: { token: 'new', user } }));
    server.on('/api/mcn-invite-log', (_, res) => json(res, 200, { data: { id: 4 } }));
    server.on('/api/mcn-invite-log/4', (_, res) => json(res, 200, { data: { id: 4 } }));
    server.on('/api/users_certification_apply', (_, res) => json(res, 200, { data: { id: 11 } }));
    server.on('/api/users_certification_apply/11', (_, res) => json(res, 200, { data: { id: 11 } }));
    server.on('/api/users_certification_apply_approval/11', (_, res) =>
      json(res, 200, { data: { user_id: 5 } }),
    );
    const events: TrackingEvent[] = [];
    const api = createApi({
      baseUrl: server.baseUrl,
      getToken: () => 'tok',
      tracking: { track: (e) => events.push(e) },
    });
    await api.session.login(credentials);
    await api.mcn.createInvite({ type: 2, receiver_id: 5 });
    await api.mcn.handleInvite({ id: 4, status: 1 });
    await api.certification.applyCertification(application);
    await api.certification.updateCertification({ id: 11, ...application });
    await api.certification.approveCertification({ id: 11, status: 2 });
    // Untracked functions of the same domains report nothing.
    server.on('/api/my-bloggers', (_, res) => json(res, 200, { data: { data: [], total: 1 } }));
    await api.mcn.myBloggers();
    expect(events).toEqual([
      { event: 'login', success: true, properties: {} },
      { event: 'invite', success: true, properties: { action: 'create', type: 2 } },
      { event: 'invite', success: true, properties: { action: 'handle', status: 1 } },
      { event: 'certification_submit', success: true, properties: { type: 'mcn' } },
      { event: 'certification_submit', success: true, properties: { type: 'mcn', application_id: 11 } },
      { event: 'certification_approval', success: true, properties: { result: '通过', application_id: 11 } },
    ]);
  });

  it('sends nothing without tracking, from createApi or the standalone functions', async () => {
    server.on('/api/mcn-invite-log', (_, res) => json(res, 200, { data: { id: 4 } }));
    const { options, client, fetched } = setup();
    const api = createApi(options);
    await api.mcn.createInvite({ type: 1, receiver_id: 7 });
    await createInvite(client, { type: 1, receiver_id: 7 });
    await settle();
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      '/api/mcn-invite-log',
      '/api/mcn-invite-log',
    ]);
  });
});
