import { endpoints, type Endpoint } from '@creator-console/contract';
import type { Api } from '../src/index.js';

/** One call of a video or review endpoint: what the server must receive and what it answers. */
export interface VideoCase {
  name: string;
  endpoint: Endpoint;
  run: (api: Api) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  status?: number;
  message?: string;
  data: unknown;
  returns?: unknown;
}

const at = '2026-11-20T08:00:00.000Z';
const video = {
  id: 7,
  title: '秘制红烧肉',
  description: '',
  topics: ['家常菜'],
  cover: null,
  file: null,
  visibility: 'public',
  status: 'draft',
  statement_id: null,
  review_reasons: [],
  review_message: '',
  plays: 0,
  likes: 0,
  scheduled_at: null,
  published_at: null,
  submitted_at: null,
  created_at: at,
  updated_at: at,
};
const reviewVideo = {
  ...video,
  status: 'first_review',
  creator: { id: 3, name: '山野厨房阿杰', avatar: '', role_name: '创作者' },
  machine_verdict: 'suspect',
  machine_reasons: ['标题含敏感词「震惊」（标题党）'],
  reviewer: null,
  locked_by: '运营-林晓雯',
  locked_until: at,
  history: [],
};
const form = { title: '秘制红烧肉', topics: ['家常菜'], submit: false };
const reason = { id: 2, kind: 'video', text: '画面模糊', position: 0 };
const statement = { id: 4, content: '内容由本人原创', enabled: true, position: 0 };
const entry = {
  user: { id: 9, name: '阿鑫', avatar: '', role_name: '创作者' },
  note: '',
  added_by: '平台管理员',
  created_at: at,
};
const page = <T>(rows: T[]) => ({ data: rows, total: rows.length });

export const videoCases: VideoCase[] = [
  {
    name: 'myVideos',
    endpoint: endpoints.myVideos,
    run: (api) =>
      api.videos.myVideos({ query: { page: 2, status: 'rejected', keyword: '红烧', sort: 'plays' } }),
    method: 'GET',
    url: '/api/my-videos?page=2&status=rejected&keyword=%E7%BA%A2%E7%83%A7&sort=plays',
    data: page([video]),
  },
  {
    name: 'myVideoDetail',
    endpoint: endpoints.myVideoDetail,
    run: (api) => api.videos.myVideoDetail({ params: { id: 7 } }),
    method: 'GET',
    url: '/api/my-videos/7',
    data: { ...video, history: [] },
  },
  {
    name: 'createVideo',
    endpoint: endpoints.createVideo,
    run: (api) => api.videos.createVideo({ body: form }),
    method: 'POST',
    url: '/api/my-videos',
    body: form,
    data: { ...video, history: [] },
  },
  {
    name: 'updateVideo',
    endpoint: endpoints.updateVideo,
    run: (api) => api.videos.updateVideo({ params: { id: 7 }, body: form }),
    method: 'PUT',
    url: '/api/my-videos/7',
    body: form,
    data: { ...video, history: [] },
  },
  {
    name: 'deleteVideo',
    endpoint: endpoints.deleteVideo,
    run: (api) => api.videos.deleteVideo({ params: { id: 7 } }),
    method: 'DELETE',
    url: '/api/my-videos/7',
    data: null,
  },
  {
    name: 'bulkVideos with some skipped (207)',
    endpoint: endpoints.bulkVideos,
    // The server's notice of a 207 is in the envelope: `callRaw` gives it with the data.
    run: (api) => api.callRaw(endpoints.bulkVideos, { body: { action: 'delete', ids: [7, 8] } }),
    method: 'POST',
    url: '/api/my-videos/bulk',
    body: { action: 'delete', ids: [7, 8] },
    status: 207,
    message: '已处理 1 个，1 个未处理：视频初审中，暂不能删除',
    data: { done: [7], skipped: [{ id: 8, message: '视频初审中，暂不能删除' }] },
    returns: {
      data: { done: [7], skipped: [{ id: 8, message: '视频初审中，暂不能删除' }] },
      message: '已处理 1 个，1 个未处理：视频初审中，暂不能删除',
      status: 207,
    },
  },
  {
    name: 'videoStatements',
    endpoint: endpoints.videoStatements,
    run: (api) => api.videos.videoStatements(),
    method: 'GET',
    url: '/api/video-statements',
    data: [statement],
  },
  {
    name: 'claimReviewBatch',
    endpoint: endpoints.claimReviewBatch,
    run: (api) => api.review.claimReviewBatch({ body: { stage: 'first', size: 5 } }),
    method: 'POST',
    url: '/api/audit/claim',
    body: { stage: 'first', size: 5 },
    data: [reviewVideo],
  },
  {
    name: 'releaseReviewItems',
    endpoint: endpoints.releaseReviewItems,
    run: (api) => api.review.releaseReviewItems({ body: { ids: [7] } }),
    method: 'POST',
    url: '/api/audit/release',
    body: { ids: [7] },
    data: { released: 1 },
  },
  {
    name: 'releaseReviewItems, all',
    endpoint: endpoints.releaseReviewItems,
    run: (api) => api.review.releaseReviewItems({ body: {} }),
    method: 'POST',
    url: '/api/audit/release',
    body: {},
    data: { released: 3 },
  },
  {
    name: 'decideReviewItem',
    endpoint: endpoints.decideReviewItem,
    run: (api) =>
      api.review.decideReviewItem({
        params: { id: 7 },
        body: { stage: 'first', decision: 'reject', reasons: ['标题党'], message: '' },
      }),
    method: 'POST',
    url: '/api/audit/videos/7/decision',
    body: { stage: 'first', decision: 'reject', reasons: ['标题党'], message: '' },
    data: { id: 7, status: 'rejected' },
  },
  {
    name: 'decideReviewBatch',
    endpoint: endpoints.decideReviewBatch,
    run: (api) =>
      api.review.decideReviewBatch({ body: { stage: 'second', decision: 'approve', ids: [7, 8] } }),
    method: 'POST',
    url: '/api/audit/decisions',
    body: { stage: 'second', decision: 'approve', ids: [7, 8] },
    data: {
      decided: [
        { id: 7, status: 'published' },
        { id: 8, status: 'scheduled' },
      ],
      skipped: [],
    },
  },
  {
    name: 'reviewVideoList',
    endpoint: endpoints.reviewVideoList,
    run: (api) => api.review.reviewVideoList({ query: { verdict: 'suspect', creator_id: 3 } }),
    method: 'GET',
    url: '/api/audit/videos?verdict=suspect&creator_id=3',
    data: page([reviewVideo]),
  },
  {
    name: 'reviewVideoDetail',
    endpoint: endpoints.reviewVideoDetail,
    run: (api) => api.review.reviewVideoDetail({ params: { id: 7 } }),
    method: 'GET',
    url: '/api/audit/videos/7',
    data: reviewVideo,
  },
  {
    name: 'editReviewVideo',
    endpoint: endpoints.editReviewVideo,
    run: (api) =>
      api.review.editReviewVideo({ params: { id: 7 }, body: { title: '红烧肉', visibility: 'private' } }),
    method: 'PUT',
    url: '/api/audit/videos/7',
    body: { title: '红烧肉', visibility: 'private' },
    data: reviewVideo,
  },
  {
    name: 'reviewReasons',
    endpoint: endpoints.reviewReasons,
    run: (api) => api.review.reviewReasons({ query: { kind: 'album' } }),
    method: 'GET',
    url: '/api/audit/reasons?kind=album',
    data: [reason],
  },
  {
    name: 'createReviewReason',
    endpoint: endpoints.createReviewReason,
    run: (api) => api.review.createReviewReason({ body: { kind: 'video', text: '画面模糊' } }),
    method: 'POST',
    url: '/api/audit/reasons',
    body: { kind: 'video', text: '画面模糊' },
    data: reason,
  },
  {
    name: 'updateReviewReason',
    endpoint: endpoints.updateReviewReason,
    run: (api) =>
      api.review.updateReviewReason({
        params: { id: 2 },
        body: { kind: 'video', text: '画面模糊', position: 3 },
      }),
    method: 'PUT',
    url: '/api/audit/reasons/2',
    body: { kind: 'video', text: '画面模糊', position: 3 },
    data: { ...reason, position: 3 },
  },
  {
    name: 'deleteReviewReason',
    endpoint: endpoints.deleteReviewReason,
    run: (api) => api.review.deleteReviewReason({ params: { id: 2 } }),
    method: 'DELETE',
    url: '/api/audit/reasons/2',
    data: null,
  },
  {
    name: 'reviewStatements',
    endpoint: endpoints.reviewStatements,
    run: (api) => api.review.reviewStatements(),
    method: 'GET',
    url: '/api/audit/statements',
    data: [statement],
  },
  {
    name: 'createReviewStatement',
    endpoint: endpoints.createReviewStatement,
    run: (api) => api.review.createReviewStatement({ body: { content: '内容由本人原创' } }),
    method: 'POST',
    url: '/api/audit/statements',
    body: { content: '内容由本人原创' },
    data: statement,
  },
  {
    name: 'updateReviewStatement',
    endpoint: endpoints.updateReviewStatement,
    run: (api) =>
      api.review.updateReviewStatement({
        params: { id: 4 },
        body: { content: '内容由本人原创', enabled: false },
      }),
    method: 'PUT',
    url: '/api/audit/statements/4',
    body: { content: '内容由本人原创', enabled: false },
    data: { ...statement, enabled: false },
  },
  {
    name: 'deleteReviewStatement',
    endpoint: endpoints.deleteReviewStatement,
    run: (api) => api.review.deleteReviewStatement({ params: { id: 4 } }),
    method: 'DELETE',
    url: '/api/audit/statements/4',
    data: null,
  },
  {
    name: 'machineWhitelist',
    endpoint: endpoints.machineWhitelist,
    run: (api) => api.review.machineWhitelist({ query: { keyword: '阿鑫' } }),
    method: 'GET',
    url: '/api/audit/whitelist?keyword=%E9%98%BF%E9%91%AB',
    data: page([entry]),
  },
  {
    name: 'whitelistCandidates',
    endpoint: endpoints.whitelistCandidates,
    run: (api) => api.review.whitelistCandidates({ query: { keyword: '阿' } }),
    method: 'GET',
    url: '/api/audit/whitelist/candidates?keyword=%E9%98%BF',
    data: [{ ...entry.user, whitelisted: true }],
  },
  {
    name: 'addToWhitelist',
    endpoint: endpoints.addToWhitelist,
    run: (api) => api.review.addToWhitelist({ body: { user_id: 9, note: '优质创作者' } }),
    method: 'POST',
    url: '/api/audit/whitelist',
    body: { user_id: 9, note: '优质创作者' },
    data: entry,
  },
  {
    name: 'removeFromWhitelist',
    endpoint: endpoints.removeFromWhitelist,
    run: (api) => api.review.removeFromWhitelist({ params: { userId: 9 } }),
    method: 'DELETE',
    url: '/api/audit/whitelist/9',
    data: null,
  },
  {
    name: 'operationLogs',
    endpoint: endpoints.operationLogs,
    run: (api) => api.logs.operationLogs({ query: { module: 'video', actor_id: 2, page: 1 } }),
    method: 'GET',
    url: '/api/operation-logs?module=video&actor_id=2&page=1',
    data: page([
      {
        id: 1,
        module: 'video',
        action: 'review_reject',
        target_id: 7,
        actor: { id: 2, name: '运营-林晓雯' },
        detail: { stage: 'first' },
        created_at: at,
      },
    ]),
  },
];

/** The endpoints these cases cover, for the api-client's coverage check. */
export const videoEndpoints: Endpoint[] = [...new Set(videoCases.map((c) => c.endpoint))];
