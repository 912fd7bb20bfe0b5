import { shanghaiDay } from './endpoints/wallet.js';
import type { EndpointExamples } from './examples.js';

/**
 * Examples of the money endpoints' requests (wallet, finance review, payouts, playlet), with the
 * figures of the demo seed (money.md §11). Spread into `endpointExamples`.
 */

const INVOICE_FILE = '/api/files/6d1e4f2a-3b5c-4d7e-8f9a-0b1c2d3e4f5a';
const RIGHTS_FILE = '/api/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const SIGNED_CONTRACT = '/api/files/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

export const moneyExamples = {
  // Wallet (the owner's side).
  bindPayoutAccount: {
    body: { bank_name: '招商银行', bank_branch: '', account_number: '6225 8801 2345 6783' },
  },
  createWithdrawal: {
    body: {
      type: 'company',
      amount_fen: 1_000_000,
      invoice: {
        type: 'special',
        number: '26332000000211223344',
        // An invoice is taken for 180 days after it is issued: the example's is issued today.
        issue_date: shanghaiDay(),
        amount_fen: 1_000_000,
        tax_rate: 6,
        file: INVOICE_FILE,
      },
    },
  },

  // Finance review and accounts.
  freezeFinanceAccount: { body: { frozen: 1, reason: '账号已停用，资金冻结待核查' } },
  createFinanceAdjustment: { body: { user_id: 3, amount_fen: 100_000, reason: '创作者扶持活动奖励' } },
  decideFinanceAdjustment: { body: { decision: 'approve', message: '' } },
  reviewFinanceWithdrawal: {
    body: { decision: 'reject', reasons: ['账户存在风险'], message: '收款账户近期存在异常交易' },
  },
  reviewFinanceWithdrawalBatch: {
    body: { decision: 'approve', ids: [41, 42, 43] },
    response: { decided: [41, 42], skipped: [{ id: 43, message: '该提现已处理' }] },
  },

  // Payouts.
  createPayoutBatch: { body: { type: 'personal', ids: [45, 46] } },
  recordPayoutBatchResult: { body: { bank_ref: 'CMB202611270001234' }, response: { paid: 2 } },
  recordWithdrawalResult: {
    body: { result: 'failed', reason: '收款银行卡已注销', invalidate_account: 1 },
  },
  returnWithdrawal: { body: { reason: '收款行退票：账户状态异常', bank_ref: 'CMB202611270001235' } },

  // Playlet partners, dramas, contracts and statements.
  createPlayletPartner: {
    body: { user_id: 3, contact_name: '陈志杰', contact_phone: '13800000003', note: '个人合作方' },
  },
  updatePlayletPartner: { body: { contact_phone: '0571-88886666', note: '联系人改为工作室座机' } },
  createPlayletDrama: {
    body: {
      partner_id: 1,
      title: '归途',
      episodes: 60,
      synopsis: '离乡十年的青年回到山村，重拾祖传的手艺。',
      filing_tier: 'ordinary',
      filing_no: '（浙）网微剧备字〔2026〕第 0123 号',
      rights_files: [RIGHTS_FILE],
    },
  },
  updatePlayletDrama: {
    body: {
      title: '山海食记',
      episodes: 40,
      synopsis: '一位厨师走遍山海寻找失传的菜谱。',
      filing_tier: 'other',
      filing_no: '（浙）网微剧备字〔2026〕第 0456 号',
      rights_files: [RIGHTS_FILE],
    },
  },
  playletLegalDecision: { body: { decision: 'reject', message: '授权链不完整：缺少原著小说改编授权书' } },
  createPlayletContract: {
    body: { drama_id: 1, share_bps: 5_000, start_date: '2026-07-01', end_date: '2027-06-30' },
  },
  updatePlayletContract: { body: { share_bps: 4_500, start_date: '2026-08-01', end_date: '2027-07-31' } },
  activatePlayletContract: { body: { signed_file: SIGNED_CONTRACT } },
  terminatePlayletContract: { body: { reason: '剧目下架，双方协商提前终止' } },
  createPlayletStatement: {
    body: {
      contract_id: 1,
      period: '2026-08',
      paid_fen: 2_800_000,
      ad_fen: 960_000,
      sponsor_fen: 0,
      deduction_fen: 40_000,
      note: '平台退款扣除 400.00 元',
    },
  },
  updatePlayletStatement: {
    body: {
      period: '2026-10',
      paid_fen: 3_180_000,
      ad_fen: 1_130_000,
      sponsor_fen: 0,
      deduction_fen: 20_000,
      note: '',
    },
  },
  reviewPlayletStatement: { body: { decision: 'approve', message: '' } },
} satisfies EndpointExamples;
