import { randomUUID } from 'node:crypto';
import { endpoints, ROLE, type Endpoint, type EndpointName } from '@creator-console/contract';
import type { InjectOptions } from 'fastify';
import { users } from '../../src/db/schema/index.js';
import { png } from '../../src/db/seed/demo-images.js';
import { DEMO_PASSWORD, type TestApp } from '../helper.js';
import { classifierSamples } from './samples/classifiers.js';
import { noticeSamples } from './samples/notices.js';
import { certsetSamples } from './samples/certset.js';
import { rolesSamples } from './samples/roles.js';
import { accountsSamples } from './samples/accounts.js';
import { oplogSamples } from './samples/oplog.js';
import { logexplorerSamples } from './samples/logexplorer.js';
import { documentSamples } from './samples/documents.js';
import { finreviewSamples } from './samples/finreview.js';
import { playletSamples } from './samples/playlet.js';
import { walletSamples } from './samples/wallet.js';
import { payoutsSamples } from './samples/payouts.js';
import { adTaskSamples } from './samples/ad-tasks.js';
import { spreadSamples } from './samples/spread.js';
import { missionSamples } from './samples/missions.js';
import { adSettlementSamples } from './samples/ad-settlements.js';
import { adReceiptSamples } from './samples/ad-receipts.js';

/**
 * A request to one endpoint: path params, query and body. Query values are what a URL carries
 * (strings, or numbers written as strings).
 */
export interface RequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The media type of a raw body (upload endpoints); JSON otherwise. */
  contentType?: string;
}

/** What a sample may depend on: the caller and the seeded accounts. */
export interface SampleContext {
  /** A demo username, or null for an anonymous caller. */
  caller: string | null;
  /** The caller's active role as GET /api/my-menu names it (contract ROLE), or null. */
  role: string | null;
  /** User ids of the seeded accounts, by username. */
  ids: Record<string, number>;
  /** The caller's own bearer token (null when anonymous). */
  token: string | null;
  /** A certification document the caller uploaded (null when anonymous): records name only their own. */
  document: string | null;
  encrypt(plain: string): string;
}

export interface Sample {
  /**
   * A request that passes the contract's validation and is meant for the caller: their own
   * objects, or ids that exist nowhere (a business 404/202), never someone else's, so that a
   * caller the access layer admits gets neither 401 nor 403 from the handler.
   */
  valid(context: SampleContext): RequestParts;
  /** The same request made invalid; absent for endpoints that take no input. */
  invalid?: RequestParts;
  /** The valid request ends the caller's session: send it with a token of its own. */
  endsSession?: boolean;
  /**
   * A rule of the handler beyond the contract's `access`, refusing some admitted callers with 403
   * whatever the input (their invalid request still gets 400: the access layer let them through).
   */
  handlerForbids?: { when(context: SampleContext): boolean; because: string };
}

/** A 2 × 2 PNG: the smallest real image an upload sample sends. */
export const TINY_PNG = png(2, 2, () => [200, 120, 40]);

/** An upload id no session will have. */
const MISSING_UPLOAD = '00000000-0000-4000-8000-0000000000aa';

/** An id no seeded or created row will have (and within PostgreSQL's integer). */
export const MISSING_ID = 2_000_000_000;

/** A well-formed reference to a file never stored. */
const MISSING_FILE = '/api/files/00000000-0000-4000-8000-0000000000ff';

/** A real-name application whose documents are the caller's own upload. */
const personalApplication = ({ document }: SampleContext) => {
  const own = document ?? MISSING_FILE;
  return {
    type: 'personal',
    fields: {
      real_name: '陈志杰',
      id_number: '11010519491231002X',
      id_front: own,
      id_back: own,
      face_image: own,
    },
  } as const;
};
const range = { start_date: '2026-01-01', end_date: '2026-01-31' };
const page = { page: 1, size: 10 };

/** One sample per contract endpoint: a new endpoint does not compile until it has one. */
export const SAMPLES: Record<EndpointName, Sample> = {
  ...classifierSamples,
  ...noticeSamples,
  ...certsetSamples,
  ...rolesSamples,
  ...accountsSamples,
  ...oplogSamples,
  ...logexplorerSamples,
  ...documentSamples,
  ...finreviewSamples,
  ...playletSamples,
  ...walletSamples,
  ...payoutsSamples,
  ...adTaskSamples,
  ...spreadSamples,
  ...missionSamples,
  ...adSettlementSamples,
  ...adReceiptSamples,
  login: {
    valid: ({ encrypt }) => ({ body: { email: encrypt('creator'), password: encrypt(DEMO_PASSWORD) } }),
    invalid: { body: { email: '' } },
  },
  phoneLogin: {
    valid: ({ encrypt }) => ({ body: { phone: encrypt('13800000003'), password: encrypt(DEMO_PASSWORD) } }),
    invalid: { body: { password: 'x' } },
  },
  myMenu: { valid: () => ({}) },
  myPage: { valid: () => ({}) },
  myProfile: { valid: () => ({}) },
  logout: { valid: () => ({}), endsSession: true },
  userStatisticsInfo: { valid: () => ({ query: range }), invalid: { query: { ...range, start_date: 'x' } } },
  userStatisticsHistory: {
    valid: () => ({ query: range }),
    invalid: { query: { ...range, end_date: '2025-01-01' } },
  },
  userStatisticsFans: { valid: () => ({ query: range }), invalid: { query: { start_date: '2026-01-01' } } },
  reminders: { valid: () => ({ query: { kinds: 'album,user' } }), invalid: { query: { kinds: 'video' } } },
  myMessages: { valid: () => ({ query: page }), invalid: { query: { page: 0 } } },
  myUnreadMessageCount: { valid: () => ({ query: { type: 1 } }), invalid: { query: { type: 9 } } },
  readMessage: { valid: () => ({ query: { type: 1 } }), invalid: { query: { id: -1 } } },
  messageDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  inviteLogList: { valid: () => ({ query: page }), invalid: { query: { direction: 'up' } } },
  createInvite: {
    // An MCN invites a creator; anyone else applies to the MCN.
    valid: ({ role, ids }) => ({
      body:
        role === ROLE.mcn
          ? { type: 1, receiver_id: ids.creator!, message: '' }
          : { type: 2, receiver_id: ids.mcn!, message: '' },
    }),
    invalid: { body: { type: 3, receiver_id: 1 } },
    handlerForbids: {
      when: ({ role }) => role !== ROLE.mcn && role !== ROLE.creator,
      because: 'only MCNs invite and only creators apply',
    },
  },
  handleInvite: {
    valid: () => ({ params: { id: MISSING_ID }, body: { status: 2 } }),
    invalid: { params: { id: MISSING_ID }, body: { status: 9 } },
  },
  userSearch: {
    valid: () => ({ query: { ...page, keyword: '山野' } }),
    invalid: { query: { keyword: ' ' } },
  },
  adminUserPicker: {
    valid: () => ({ query: { keyword: 'creator' } }),
    invalid: { query: { keyword: '' } },
  },
  myBloggers: {
    valid: () => ({ query: page }),
    invalid: { query: { size: 1000 } },
    handlerForbids: {
      when: ({ role }) => role !== ROLE.mcn,
      because: "an MCN's list: other accounts need the MCN's mcn_token",
    },
  },
  myUserToken: {
    valid: ({ ids, token }) => ({
      query: { user_id: ids.qinghe_xiaoyu!, mcn_token: token ?? 'A'.repeat(43) },
    }),
    invalid: { query: { user_id: 'x' } },
    handlerForbids: {
      when: ({ role }) => role !== ROLE.mcn,
      because: "mcn_token must be an MCN's live token",
    },
  },
  removeBlogger: {
    valid: () => ({ query: { user_id: MISSING_ID } }),
    invalid: { query: {} },
    // Administrators hold every page right, mcn:manage included, and are refused here.
    handlerForbids: { when: ({ role }) => role !== ROLE.mcn, because: 'only MCNs have creators to remove' },
  },
  applyCertification: {
    valid: (context) => ({ body: personalApplication(context) }),
    invalid: { body: { type: 'personal', fields: {} } },
  },
  updateCertification: {
    valid: (context) => ({ params: { id: MISSING_ID }, body: personalApplication(context) }),
    invalid: { params: { id: MISSING_ID }, body: { type: 'unknown' } },
  },
  certificationApplyRecords: { valid: () => ({ query: page }), invalid: { query: { status: 7 } } },
  approveCertification: {
    valid: () => ({ params: { id: MISSING_ID }, body: { status: 2, message: '' } }),
    invalid: { params: { id: MISSING_ID }, body: { status: 3, message: '' } },
  },
  certificationInfoDetail: { valid: () => ({ params: { id: 1 } }), invalid: { params: { id: 0 } } },
  certificationCategories: { valid: () => ({}) },
  userAllCertifications: {
    // Their own: reviewers may read anyone's, applicants only theirs.
    valid: ({ caller, ids }) => ({ params: { userId: ids[caller ?? 'creator']! }, query: {} }),
    invalid: { params: { userId: 'me' } },
  },
  myCertificationInfo: { valid: () => ({ query: { applying: 1 } }), invalid: { query: { applying: 2 } } },
  certificationApplyDetail: {
    valid: () => ({ params: { id: MISSING_ID } }),
    invalid: { params: { id: -3 } },
  },
  confirmSensitive: { valid: () => ({}) },
  revealSensitive: {
    valid: ({ ids, encrypt }) => ({ query: { t: 1, d: ids.creator!, e: encrypt('phone') } }),
    invalid: { query: { t: 4, d: 1, e: 'x' } },
  },
  track: {
    valid: () => ({
      body: { event: 'login', success: false, reason: '账号或密码错误', properties: { label: 'phone' } },
    }),
    invalid: { body: { event: 'logout', success: 'no' } },
  },
  trackedEvents: { valid: () => ({ query: page }), invalid: { query: { event: 'logout' } } },
  myVideos: {
    valid: () => ({ query: { ...page, status: 'draft' } }),
    invalid: { query: { status: 'gone' } },
  },
  myVideoDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  createVideo: {
    valid: () => ({ body: { title: '授权矩阵草稿', topics: ['测试'] } }),
    invalid: { body: { title: '' } },
  },
  updateVideo: {
    valid: () => ({ params: { id: MISSING_ID }, body: { title: '授权矩阵草稿' } }),
    invalid: { params: { id: MISSING_ID }, body: { title: 'x'.repeat(56) } },
  },
  deleteVideo: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  bulkVideos: {
    valid: () => ({ body: { action: 'visibility', ids: [MISSING_ID], visibility: 'private' } }),
    invalid: { body: { action: 'visibility', ids: [1] } },
  },
  videoStatements: { valid: () => ({}) },
  claimReviewBatch: {
    valid: () => ({ body: { stage: 'second', size: 1 } }),
    invalid: { body: { stage: 'third', size: 1 } },
  },
  releaseReviewItems: { valid: () => ({ body: {} }), invalid: { body: { ids: 'all' } } },
  decideReviewItem: {
    valid: () => ({ params: { id: MISSING_ID }, body: { stage: 'first', decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { stage: 'first', decision: 'reject' } },
  },
  decideReviewBatch: {
    valid: () => ({ body: { stage: 'first', decision: 'approve', ids: [MISSING_ID] } }),
    invalid: { body: { stage: 'first', decision: 'approve', ids: [] } },
  },
  reviewVideoList: {
    valid: () => ({ query: { ...page, verdict: 'suspect' } }),
    invalid: { query: { verdict: 'ok' } },
  },
  reviewVideoDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  editReviewVideo: {
    valid: () => ({ params: { id: MISSING_ID }, body: { title: '运营修改', visibility: 'public' } }),
    invalid: { params: { id: MISSING_ID }, body: { title: '运营修改', visibility: 'everyone' } },
  },
  reviewReasons: { valid: () => ({ query: { kind: 'video' } }), invalid: { query: { kind: 'live' } } },
  createReviewReason: {
    // Unique per kind: each caller adds its own.
    valid: ({ caller }) => ({ body: { kind: 'album', text: `授权矩阵-${caller ?? 'anonymous'}` } }),
    invalid: { body: { kind: 'album', text: '' } },
  },
  updateReviewReason: {
    valid: () => ({ params: { id: MISSING_ID }, body: { kind: 'video', text: '画面模糊' } }),
    invalid: { params: { id: MISSING_ID }, body: { kind: 'video', text: ' ' } },
  },
  deleteReviewReason: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: -1 } } },
  reviewStatements: { valid: () => ({}) },
  createReviewStatement: {
    valid: () => ({ body: { content: '授权矩阵声明', enabled: false } }),
    invalid: { body: { content: '' } },
  },
  updateReviewStatement: {
    valid: () => ({ params: { id: MISSING_ID }, body: { content: '授权矩阵声明' } }),
    invalid: { params: { id: MISSING_ID }, body: { content: '', enabled: 'yes' } },
  },
  deleteReviewStatement: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  machineWhitelist: { valid: () => ({ query: page }), invalid: { query: { size: 1000 } } },
  whitelistCandidates: {
    valid: () => ({ query: { keyword: '山野' } }),
    invalid: { query: { keyword: ' ' } },
  },
  addToWhitelist: {
    valid: () => ({ body: { user_id: MISSING_ID, note: '' } }),
    invalid: { body: { user_id: 'creator' } },
  },
  removeFromWhitelist: {
    valid: () => ({ params: { userId: MISSING_ID } }),
    invalid: { params: { userId: 'x' } },
  },
  operationLogs: {
    valid: () => ({ query: { ...page, module: 'video' } }),
    invalid: { query: { module: 'everything' } },
  },
  createUpload: {
    valid: () => ({ body: { name: 'clip.mp4', size: 1024, mime: 'video/mp4', purpose: 'video' } }),
    invalid: { body: { name: 'clip.gif', size: 1024, mime: 'image/gif' } },
  },
  // Uploads nobody has: 404 for every caller the access layer admits.
  uploadState: { valid: () => ({ params: { id: MISSING_UPLOAD } }), invalid: { params: { id: 'x' } } },
  // An empty body: the fuzzer mutates a sample body's own keys, and a byte array's are its indexes.
  putUploadChunk: {
    valid: () => ({
      params: { id: MISSING_UPLOAD },
      query: { offset: 0 },
      body: Buffer.alloc(0),
      contentType: 'application/octet-stream',
    }),
    invalid: {
      params: { id: MISSING_UPLOAD },
      query: { offset: -1 },
      body: Buffer.alloc(0),
      contentType: 'application/octet-stream',
    },
  },
  completeUpload: {
    valid: () => ({ params: { id: MISSING_UPLOAD }, body: {} }),
    invalid: { params: { id: MISSING_UPLOAD }, body: { sha256: 'not-a-hash' } },
  },
  cancelUpload: { valid: () => ({ params: { id: MISSING_UPLOAD } }), invalid: { params: { id: 'x' } } },
  createExport: {
    valid: ({ role }) => ({
      body:
        role === ROLE.admin || role === ROLE.operator
          ? { kind: 'review_videos', filter: { status: 'published' } }
          : { kind: 'videos', filter: { status: 'draft' } },
    }),
    invalid: { body: { kind: 'videos', filter: { status: 'gone' } } },
    handlerForbids: {
      when: ({ role }) => role === ROLE.mcnPending,
      because: 'exports need the list’s own permission (video:publish or review:video)',
    },
  },
  myExports: { valid: () => ({ query: page }), invalid: { query: { kind: 'all' } } },
  myAlbums: {
    valid: () => ({ query: { ...page, status: 'draft' } }),
    invalid: { query: { status: 'gone' } },
  },
  myAlbumDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  createAlbum: {
    valid: () => ({ body: { title: '授权矩阵图集' } }),
    invalid: { body: { title: '授权矩阵图集', submit: true } },
  },
  updateAlbum: {
    valid: () => ({ params: { id: MISSING_ID }, body: { title: '授权矩阵图集' } }),
    invalid: { params: { id: MISSING_ID }, body: { title: '授权矩阵图集', images: ['/uploads/a.jpg'] } },
  },
  deleteAlbum: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 0 } } },
  claimAlbumBatch: {
    valid: () => ({ body: { stage: 'second', size: 1 } }),
    invalid: { body: { stage: 'machine', size: 1 } },
  },
  releaseAlbumItems: { valid: () => ({ body: {} }), invalid: { body: { ids: 'all' } } },
  decideAlbumItem: {
    valid: () => ({ params: { id: MISSING_ID }, body: { stage: 'first', decision: 'approve' } }),
    invalid: { params: { id: MISSING_ID }, body: { stage: 'first', decision: 'reject' } },
  },
  decideAlbumBatch: {
    valid: () => ({ body: { stage: 'second', decision: 'approve', ids: [MISSING_ID] } }),
    invalid: { body: { stage: 'second', decision: 'approve', ids: [] } },
  },
  reviewAlbumList: {
    valid: () => ({ query: { ...page, status: 'first_review' } }),
    invalid: { query: { status: 'machine_review' } },
  },
  reviewAlbumDetail: { valid: () => ({ params: { id: MISSING_ID } }), invalid: { params: { id: 'x' } } },
  editReviewAlbum: {
    valid: () => ({ params: { id: MISSING_ID }, body: { title: '运营修改', visibility: 'public' } }),
    invalid: { params: { id: MISSING_ID }, body: { title: '运营修改', visibility: 'everyone' } },
  },
  uploadImage: {
    valid: () => ({ query: { purpose: 'certification' }, body: TINY_PNG, contentType: 'image/png' }),
    invalid: { query: { purpose: 'avatar' }, body: TINY_PNG, contentType: 'image/png' },
  },
  fileAddress: {
    // A file nobody has: 404 for every caller the access layer admits.
    valid: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
    invalid: { params: { id: 'not-a-uuid' } },
  },
};

export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

/** Contract paths write parameters as `{id}`; Fastify routes as `:id`. */
export const routeUrl = (endpoint: Endpoint) => endpoint.path.replace(/\{(\w+)\}/g, ':$1');

export const hasRoute = (t: TestApp, endpoint: Endpoint) =>
  t.app.hasRoute({ method: endpoint.method, url: routeUrl(endpoint) });

/** Percent-encodes any string, lone surrogates included (as U+FFFD, like a browser). */
const SEGMENT_BYTES = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
    ? String.fromCharCode(byte)
    : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
);
/** Each UTF-8 byte as itself when unreserved (RFC 3986), else `%XX` (the fuzz pass encodes ≈ 50 000). */
export const encodeSegment = (value: string) => {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) encoded += SEGMENT_BYTES[byte];
  return encoded;
};

/** The inject options of a request to `endpoint`; a missing path param becomes an empty segment. */
export function injectOptions(endpoint: Endpoint, parts: RequestParts, token?: string | null): InjectOptions {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeSegment(String(parts.params?.[key] ?? '')),
  );
  const search = new URLSearchParams(
    Object.entries(parts.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return {
    method: endpoint.method,
    url: search ? `${path}?${search}` : path,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(parts.contentType ? { 'content-type': parts.contentType } : {}),
      // A request that moves money carries a key of its own (contract `idempotent`).
      ...(endpoint.idempotent ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(parts.body !== undefined ? { payload: parts.body as InjectOptions['payload'] } : {}),
  };
}

/** A certification document `token`'s user uploads now: what their sample applications name. */
export async function uploadedDocument(t: TestApp, token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files?purpose=certification&name=document.png',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  if (response.statusCode !== 200)
    throw new Error(`document upload: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { url: string } }>().data.url;
}

/** User ids of every seeded account, by username. */
export async function seededIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.database.db.select({ id: users.id, username: users.username }).from(users);
  return Object.fromEntries(rows.map((row) => [row.username, row.id]));
}

/** The demo roles of ARCHITECTURE.md, by username. */
export const DEMO_USERS = ['admin', 'operator', 'creator', 'creator_live', 'mcn', 'mcn_pending'] as const;
