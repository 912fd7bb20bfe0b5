import { defineMessages } from '../../../shared/i18n';

/** /finance/export (money.md §9.7). */
export const exportMessages = defineMessages({
  'zh-CN': {
    withdrawals: '提现明细表',
    withdrawalsHint: '按申请月份导出提现记录（账号脱敏）',
    entries: '资金流水表',
    entriesHint: '按月份导出全部资金流水',
    tax: '个税代扣明细表',
    taxHint: '按打款月份导出劳务报酬代扣明细（含完整证件号码，导出将被记录）',
    month: '月份',
    generate: '生成',
    listTitle: '导出记录',
  },
  'en-US': {
    withdrawals: 'Withdrawal sheet',
    withdrawalsHint: 'Withdrawals requested in a month (account numbers masked)',
    entries: 'Ledger sheet',
    entriesHint: 'Every ledger entry of a month',
    tax: 'Withholding sheet',
    taxHint: 'Labour-remuneration withholding by month of payment (full ID numbers; the export is audited)',
    month: 'Month',
    generate: 'Generate',
    listTitle: 'Exports',
  },
});
