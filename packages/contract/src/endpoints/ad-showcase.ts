import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { listOf, pageQuery } from '../wire.js';
import { AD_TASK_LIMITS, adTaskDetail } from './ad-tasks.js';
import { idParam, MAX_ID, timestamp, userBrief } from './common.js';

/**
 * What a task shows creators besides its rules (ad-tasks.md §4, §8, /sem/best and /sem/example):
 * featured videos (优秀视频, its best approved submissions, optionally paid a bonus) and example
 * videos (示例视频, platform videos that show what is wanted). Messages are the design's, word for word.
 */

export const AD_SHOWCASE_MESSAGES = {
  featuredNotApproved: '只能设置已通过的投稿',
  featuredTooMany: (n: number) => `最多设置 ${n} 条优秀视频`,
  examplesNotPublic: '示例视频须为已发布的公开视频',
  ended: '任务已结束，不能修改',
} as const;

const ids = (message: string, max: number, tooMany: string) =>
  z
    .array(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message), {
      error: message,
    })
    .max(max, tooMany)
    .refine((list) => new Set(list).size === list.length, '不能重复选择');

/** The ordered featured submissions (≤ the task's featured_max, checked by the server). */
export const adFeaturedInput = z.object({
  submission_ids: ids(
    '投稿无效',
    AD_TASK_LIMITS.featuredMax,
    `最多设置 ${AD_TASK_LIMITS.featuredMax} 条优秀视频`,
  ),
});
export type AdFeaturedInput = z.input<typeof adFeaturedInput>;

/** The ordered example videos, ≤ 6. */
export const adExamplesInput = z.object({
  video_ids: ids('视频无效', AD_TASK_LIMITS.examplesMax, `最多设置 ${AD_TASK_LIMITS.examplesMax} 条示例视频`),
});
export type AdExamplesInput = z.input<typeof adExamplesInput>;

/** A published public video any creator made, as the example picker lists it. */
export const adExampleCandidate = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().nullable(),
  creator: userBrief,
  plays: z.number().int(),
  topics: z.array(z.string()),
  published_at: timestamp.nullable(),
});
export type AdExampleCandidate = z.infer<typeof adExampleCandidate>;

export const adExampleCandidateQuery = pageQuery.extend({
  q: z.string().trim().max(50, '关键词过长').optional(),
  /** A topic name (with or without #), matched by its normalised key. */
  topic: z.string().trim().max(20, '话题名称不能超过 20 字').optional(),
});

const manage = needs('sem:manage');
const tag = 'sem';

export const setAdFeatured = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-tasks/{id}/featured',
  summary: "Set the task's featured submissions in order (the bonus applies to those not yet planned)",
  tag,
  access: manage,
  params: idParam,
  body: adFeaturedInput,
  response: adTaskDetail,
});
export const adExampleCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/ad-tasks/example-candidates',
  summary: 'Published public videos of any creator, by keyword and topic, most played first',
  tag,
  access: manage,
  query: adExampleCandidateQuery,
  response: listOf(adExampleCandidate),
});
export const setAdExamples = defineEndpoint({
  method: 'PUT',
  path: '/api/ad-tasks/{id}/examples',
  summary: "Set the task's example videos in order (≤ 6 published public videos)",
  tag,
  access: manage,
  params: idParam,
  body: adExamplesInput,
  response: adTaskDetail,
});

export const adShowcaseEndpoints = { setAdFeatured, adExampleCandidates, setAdExamples };
