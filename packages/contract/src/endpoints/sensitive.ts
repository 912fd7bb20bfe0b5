import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { encryptedField, queryId } from './common.js';
import { needs } from '../permissions.js';

/** Screens a reveal can come from (`t`), written to the audit log. */
export const SENSITIVE_MODULES = { userInfo: 1, certification: 2, mcn: 3, finance: 4 } as const;
/**
 * Which value to reveal (`e`, sent encrypted): the phone number, the real-name ID-card number, or
 * the account number of the subject's active personal or company payout account (finance, money.md §3;
 * these two also need `finance:review`).
 */
export const SENSITIVE_FIELDS = ['phone', 'id_number', 'bank_account', 'company_account'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** The confirm dialog before a reveal (spec §9), and what cancelling it says. */
export const SENSITIVE_DIALOG = {
  title: '提示',
  text: '您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？',
  confirm: '确定',
  cancel: '取消',
  cancelled: '已取消操作',
} as const;

/** What a reveal without a fresh confirmation (missing, used, expired, someone else's) answers (202). */
export const SENSITIVE_CONFIRMATION_REFUSED = '请确认后再查看，每次确认只能查看一次';

export const confirmSensitive = defineEndpoint({
  method: 'POST',
  path: '/api/p1/usi/confirm',
  summary:
    'The confirm dialog’s 确定: a one-time confirmation `n` for the next reveal (GET /api/p1/usi), valid 2 minutes, for the caller only.',
  tag: 'sensitive',
  access: needs('sensitive:reveal'),
  response: z.object({ n: z.string() }),
});

export const revealSensitive = defineEndpoint({
  method: 'GET',
  path: '/api/p1/usi',
  summary:
    'One-time reveal of a user’s phone or ID-card number: `e` is the encrypted field name, `c` the encrypted value, `n` a confirmation from POST /api/p1/usi/confirm, used up by this reveal (without a fresh one: 202). Audited; never cached.',
  tag: 'sensitive',
  access: needs('sensitive:reveal'),
  query: z.object({
    t: z.coerce.number<number>({ error: '模块无效' }).int().min(1, '模块无效').max(4, '模块无效'),
    d: queryId('用户无效'),
    e: encryptedField({ missing: '缺少查看字段', label: '查看字段', max: 200 }),
    /** The confirmation; without a fresh one the server refuses with SENSITIVE_CONFIRMATION_REFUSED. */
    n: z.string().trim().max(100).optional(),
  }),
  response: z.object({ c: z.string() }),
});
