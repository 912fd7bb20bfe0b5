import type { EndpointExamples } from './examples.js';

/** Examples of the hall's and the submission review's requests (ad-tasks.md §11's task 1). */
export const spreadExamples = {
  joinAdTask: {
    body: { answers: { platform_account: '抖音号 linxiaochu_cooks', address: '浙江省杭州市西湖区' } },
  },
  bindAdSubmission: { body: { video_id: 1203, goods_id: 1 } },
  staffBindSubmission: { body: { video_id: 1203, goods_id: 1, note: '创作者线下确认，代为关联' } },
  decideAdSubmission: { body: { decision: 'reject', reason: '未按要求展示商品' } },
  decideAdSubmissions: { body: { ids: [41, 42, 43], decision: 'approve', reason: '' } },
} satisfies EndpointExamples;
