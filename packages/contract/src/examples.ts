import type { BodyOf, ResponseOf } from './endpoint.js';
import { classifierExamples } from './endpoints/admin-classifiers.js';
import type { EndpointName, Endpoints } from './endpoints/index.js';
import { moneyExamples } from './examples-money.js';
import { adTaskExamples } from './examples-ad-tasks.js';
import { spreadExamples } from './examples-spread.js';
import { missionExamples } from './examples-missions.js';

/**
 * An example request body and answer (`data`) of an endpoint, typed by the endpoint itself: an
 * example that no longer fits its endpoint does not compile. The API document (/api/docs) shows
 * them, and a test parses each with its schemas, so they cannot drift from what the server takes.
 */
export type EndpointExamples = {
  [K in EndpointName]?: { body?: BodyOf<Endpoints[K]>; response?: ResponseOf<Endpoints[K]> };
};

/** `creator` / `Demo@2026` / `13800000003` / `phone`, encrypted with the default field key. */
const CIPHER = {
  creator: 'zweNCNd1gxaLVHnQytYaiQ==',
  password: '1pR9TFiy9QmzKKVJ0AbcJg==',
  phone: 'DbDVTygztqgVZnJZGz5rSA==',
  phoneField: 'mcR22LikKc7EzMqN0HOSOw==',
} as const;

const FILE = '/api/files/3f2b8c1e-7d4a-4e6b-9c0d-5a1e2f3b4c5d';
const IMAGE = '/api/files/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d';

const creatorInfo = {
  id: 3,
  name: '山野小厨',
  avatar: '',
  real_name: '陈*杰',
  phone: '138****0003',
  status: 1,
  roles: [{ name: '创作者' }],
  info: { entity_name: '' },
  admin_tags: [],
};

const totals = { plays: 12840, likes: 932, comments: 118, shares: 57, new_fans: 204, published: 6 };

const personalApplication = {
  type: 'personal',
  fields: {
    real_name: '陈志杰',
    id_number: '11010519491231002X',
    id_front: '/uploads/cert/id-front.jpg',
    id_back: '/uploads/cert/id-back.jpg',
    face_image: '/uploads/cert/face.jpg',
  },
} as const;

const certificationItemExample = {
  category_id: 2,
  name: '汽车摄影师',
  description: '专注汽车摄影与视频拍摄的创作者',
  conditions: ['近 30 天发布汽车摄影作品不少于 5 条'],
  enabled: true,
};

/** Every endpoint with a JSON request body has one here (a test checks it); the main answers too. */
export const endpointExamples = {
  ...classifierExamples,
  ...moneyExamples,
  ...adTaskExamples,
  ...spreadExamples,
  ...missionExamples,
  login: {
    body: { email: CIPHER.creator, password: CIPHER.password },
    response: { token: 'f3c1d2e4b5a69788f3c1d2e4b5a69788f3c1d2e4b5a69788', user: creatorInfo },
  },
  phoneLogin: { body: { phone: CIPHER.phone, password: CIPHER.password } },
  myProfile: { response: creatorInfo },
  myPage: { response: { page: ['/films', '/films/publish', '/analyse'] } },
  userStatisticsInfo: {
    response: {
      user_id: 3,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      totals,
      previous: { ...totals, plays: 10210, new_fans: 150 },
      fans: 5321,
    },
  },
  confirmSensitive: { response: { n: '6f1c2a9e0b7d4c3f8e5a1b2c3d4e5f60' } },
  revealSensitive: { response: { c: CIPHER.phoneField } },
  createInvite: { body: { type: 1, receiver_id: 3, message: '欢迎加入山野工作室' } },
  handleInvite: { body: { status: 2 } },
  applyCertification: { body: personalApplication },
  updateCertification: { body: personalApplication },
  approveCertification: { body: { status: 2, message: '' } },
  track: {
    body: { event: 'login', success: false, reason: '账号或密码错误', properties: { label: 'phone' } },
  },
  createExport: { body: { kind: 'videos', filter: { status: 'draft' } } },
  createUpload: {
    body: { name: 'clip.mp4', size: 10_485_760, mime: 'video/mp4', purpose: 'video' },
    response: {
      id: '0b7e2c1a-4d3f-4a5b-9c8d-1e2f3a4b5c6d',
      name: 'clip.mp4',
      mime: 'video/mp4',
      size: 10_485_760,
      chunk_size: 5_242_880,
      received: 0,
      status: 'uploading',
      file: null,
    },
  },
  completeUpload: { body: {} },
  createVideo: {
    body: {
      title: '山野里的一锅鲜',
      description: '秋天的第一锅菌子汤',
      topics: ['美食', '山野'],
      cover: IMAGE,
      file: { url: FILE, mime: 'video/mp4', size: 10_485_760, duration: 95 },
      visibility: 'public',
      statement_id: 1,
      submit: true,
    },
  },
  updateVideo: { body: { title: '山野里的一锅鲜（修改）', topics: ['美食'] } },
  bulkVideos: { body: { action: 'visibility', ids: [12, 13], visibility: 'private' } },
  claimReviewBatch: { body: { stage: 'first', size: 10 } },
  releaseReviewItems: { body: { ids: [12] } },
  decideReviewItem: { body: { stage: 'first', decision: 'approve' } },
  decideReviewBatch: { body: { stage: 'first', decision: 'approve', ids: [12, 13] } },
  editReviewVideo: { body: { title: '山野里的一锅鲜', visibility: 'public' } },
  createReviewReason: { body: { kind: 'video', text: '画面模糊' } },
  updateReviewReason: { body: { kind: 'video', text: '画面模糊，请重新上传' } },
  createReviewStatement: { body: { content: '内容为本人原创', enabled: true } },
  updateReviewStatement: { body: { content: '内容为本人原创，未侵犯他人权益' } },
  addToWhitelist: { body: { user_id: 3, note: '长期优质创作者' } },
  createAlbum: { body: { title: '秋日山野', description: '菌子季', images: [IMAGE], submit: false } },
  updateAlbum: { body: { title: '秋日山野（修改）', images: [IMAGE] } },
  claimAlbumBatch: { body: { stage: 'first', size: 10 } },
  releaseAlbumItems: { body: { ids: [21] } },
  decideAlbumItem: { body: { stage: 'first', decision: 'approve' } },
  decideAlbumBatch: { body: { stage: 'second', decision: 'approve', ids: [21, 22] } },
  editReviewAlbum: { body: { title: '秋日山野', visibility: 'public' } },
  createSettingCategory: { body: { type: 'identity', name: '旅行' } },
  renameSettingCategory: { body: { name: '旅行出游' } },
  orderSettingCategories: { body: { type: 'identity', ids: [1, 3, 2] } },
  createSettingItem: { body: certificationItemExample },
  updateSettingItem: { body: { ...certificationItemExample, enabled: false } },
  setSettingItemStatus: { body: { enabled: false } },
  updateSettingRule: {
    body: {
      version: 2,
      open: true,
      require_real_name: true,
      require_enterprise: false,
      min_fans: 1000,
      posts_window_days: 30,
      min_posts: 0,
      min_account_days: 0,
      reapply_cooldown_days: 7,
      notice: '请上传近 30 天的作品数据截图',
    },
  },
  certificationEligibility: {
    response: {
      type: 'identity',
      open: true,
      notice: '',
      checks: [
        { key: 'real_name', label: '需先通过实名认证', required: true, current: true, met: true },
        { key: 'fans', label: '粉丝数不少于 1000', required: 1000, current: 820, met: false },
      ],
      refusal: '粉丝数需达到 1000（当前 820）',
    },
  },
  createDocument: { body: { key: 'live-conduct', title: '直播行为规范' } },
  createDocumentVersion: {
    body: {
      title: '用户公约',
      body: '## 第一章 总则\n\n1. 本公约适用于全部账号。',
      change_note: '第五章新增直播间互动规则',
      base_version: 2,
    },
  },
  updateDocumentVersion: {
    body: {
      title: '用户公约',
      body: '## 第一章 总则\n\n1. 本公约适用于全部账号。',
      change_note: '第五章新增直播间互动规则',
      revision: 3,
    },
  },
  publishDocumentVersion: { body: { effective_at: '2026-12-01T02:00:00.000Z', notify: true, revision: 4 } },
  createAdminAccount: {
    body: {
      username: 'reviewer_c',
      phone: '13800000021',
      name: '审核-周宁',
      role_ids: [5],
      generate_password: true,
    },
  },
  updateAdminAccount: { body: { name: '审核-周宁', role_ids: [5, 2], tag_ids: [2] } },
  setAdminAccountStatus: { body: { status: 2, reason: '离职' } },
  resetAdminAccountPassword: { body: { generate: true } },
  bulkAdminAccounts: { body: { action: 'add_tags', user_ids: [3, 4], tag_ids: [2] } },
  createRole: { body: { key: 'finance_clerk', name: '财务专员', description: '处理提现审核', copy_from: 2 } },
  updateRole: { body: { name: '财务专员', description: '处理提现审核与打款', version: 1 } },
  updateRoleAccess: {
    body: {
      version: 3,
      menus: [{ group: 'audit', children: ['index', 'one'] }],
      permissions: ['review:video', 'log:view'],
    },
  },
  createAdminNotice: {
    body: {
      title: '数据概览新功能内测邀请',
      content: '数据概览新增粉丝画像，欢迎试用并反馈。',
      link: '/dashboard/index',
      audience: { group_ids: [4] },
      send_mode: 'scheduled',
      scheduled_at: '2026-12-01T02:00:00.000Z',
    },
  },
  updateAdminNotice: {
    body: {
      title: '国庆假期审核时效调整',
      content: '假期期间审核时效为 48 小时。',
      audience: { role_ids: [3, 4] },
      version: 2,
    },
  },
  previewNoticeAudience: { body: { audience: { role_ids: [3], tag_ids: [1] } } },
  sendAdminNotice: { body: {} },
  scheduleAdminNotice: { body: { scheduled_at: '2026-12-01T02:00:00.000Z' } },
  unscheduleAdminNotice: { body: {} },
  withdrawAdminNotice: { body: { reason: '内容有误' } },
  verifyOperationLogDay: { body: { day: '2026-11-24' } },
} satisfies EndpointExamples;
