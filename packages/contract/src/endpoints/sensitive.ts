import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { queryId } from './common.js';
import { needs } from '../permissions.js';

/** Screens a reveal can come from (`t`), written to the audit log. */
export const SENSITIVE_MODULES = { userInfo: 1, certification: 2, mcn: 3 } as const;
/** Which value to reveal (`e`, sent encrypted): the phone number or the real-name ID-card number. */
export const SENSITIVE_FIELDS = ['phone', 'id_number'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** The confirm dialog before a reveal (spec §9), and what cancelling it says. */
export const SENSITIVE_DIALOG = {
  title: '提示',
  text: '您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？',
  confirm: '确定',
  cancel: '取消',
  cancelled: '已取消操作',
} as const;

export const revealSensitive = defineEndpoint({
  method: 'GET',
  path: '/api/p1/usi',
  summary:
    'One-time reveal of a user’s phone or ID-card number: `e` is the encrypted field name, `c` the encrypted value. Audited; never cached.',
  tag: 'sensitive',
  access: needs('sensitive:reveal'),
  query: z.object({
    t: z.coerce.number<number>({ error: '模块无效' }).int().min(1, '模块无效').max(3, '模块无效'),
    d: queryId('用户无效'),
    e: z.string({ error: '缺少查看字段' }).trim().min(1, '缺少查看字段').max(200),
  }),
  response: z.object({ c: z.string() }),
});
