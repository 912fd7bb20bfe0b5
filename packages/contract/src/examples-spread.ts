import type { EndpointExamples } from './examples.js';

/** Examples of the hall's, the submission review's, the receipts' and the showcase's requests (ad-tasks.md §11's task 1). */
export const spreadExamples = {
  joinAdTask: {
    body: { answers: { platform_account: '抖音号 linxiaochu_cooks', address: '浙江省杭州市西湖区' } },
  },
  bindAdSubmission: { body: { video_id: 1203, goods_id: 1 } },
  staffBindSubmission: { body: { video_id: 1203, goods_id: 1, note: '创作者线下确认，代为关联' } },
  decideAdSubmission: { body: { decision: 'reject', reason: '未按要求展示商品' } },
  decideAdSubmissions: { body: { ids: [41, 42, 43], decision: 'approve', reason: '' } },
  createMyAdReceipt: {
    body: {
      submission_id: 41,
      claimed_plays: 23_500,
      claimed_conversions: 18,
      link: 'https://data.example.com/report/41',
      images: ['/api/files/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d'],
      note: '后台截图为 6 月 10 日数据',
      answers: { order_count: '18' },
    },
  },
  updateMyAdReceipt: {
    body: {
      claimed_plays: 24_100,
      claimed_conversions: 19,
      link: 'https://data.example.com/report/41',
      images: ['/api/files/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d'],
      note: '补充了订单明细截图',
      answers: { order_count: '19' },
    },
  },
  decideAdReceipt: { body: { decision: 'approve', verified_plays: 23_000, verified_conversions: 17 } },
  importAdReceipts: {
    body: {
      task_id: 3,
      rows: [
        { submission_id: 41, plays: 23_000, conversions: 17, ref: 'XT-0610-041' },
        { submission_id: 42, plays: 8_200, conversions: 4, ref: 'XT-0610-042' },
      ],
    },
  },
  setAdFeatured: { body: { submission_ids: [42, 41] } },
  setAdExamples: { body: { video_ids: [1203, 1188, 1150] } },
} satisfies EndpointExamples;
