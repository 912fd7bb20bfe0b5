import { describe, expect, it } from 'vitest';
import { FINANCE_SHEETS, monthBounds } from './sheets.js';

describe('finance sheets', () => {
  it('bounds a tax month in Asia/Shanghai, December included', () => {
    expect(monthBounds('2026-11')).toEqual({
      start: '2026-11-01T00:00:00+08:00',
      end: '2026-12-01T00:00:00+08:00',
    });
    expect(monthBounds('2026-12').end).toBe('2027-01-01T00:00:00+08:00');
  });

  it('writes the 个税代扣明细 columns from the month gross, yuan with two decimals', () => {
    const sheet = FINANCE_SHEETS.finance_tax;
    expect(sheet.columns.map((c) => c.header)).toEqual([
      '姓名',
      '证件类型',
      '证件号码',
      '所得项目',
      '本月收入额',
      '减除费用',
      '应纳税所得额',
      '预扣率',
      '速算扣除数',
      '已预扣税额',
    ]);
    expect(
      sheet.row({
        real_name: '陈志杰',
        id_number: '330106199001011234',
        gross_fen: '500000',
        tax_fen: '80000',
      }),
    ).toEqual([
      '陈志杰',
      '居民身份证',
      '330106199001011234',
      '劳务报酬',
      '5000.00',
      '1000.00',
      '4000.00',
      '20%',
      '0.00',
      '800.00',
    ]);
    expect(
      sheet.row({ real_name: 'x', id_number: '', gross_fen: '6250000', tax_fen: '1300000' }).slice(4),
    ).toEqual(['62500.00', '12500.00', '50000.00', '30%', '2000.00', '13000.00']);
  });

  it('writes the payout sheet with the full account number and the net amount', () => {
    const sheet = FINANCE_SHEETS.payout_batch;
    expect(sheet.columns.map((c) => c.header)).toEqual([
      '序号',
      '收款户名',
      '收款账号',
      '开户行',
      '开户支行',
      '金额',
      '用途',
      '单号',
    ]);
    expect(
      sheet.row({
        seq: 1,
        account_name: '陈志杰',
        account_number: '6225880123456783',
        bank_name: '招商银行',
        bank_branch: '',
        net_fen: 96000,
        type: 'personal',
        no: 'TX20261120000042',
      }),
    ).toEqual([1, '陈志杰', '6225880123456783', '招商银行', '', '960.00', '劳务报酬', 'TX20261120000042']);
  });

  it('masks the account in the withdrawal sheet (it carries only the snapshot)', () => {
    const row = FINANCE_SHEETS.finance_withdrawals.row({
      no: 'TX1',
      user_id: 3,
      type: 'personal',
      status: 'paid',
      amount_fen: 100000,
      tax_fen: 4000,
      net_fen: 96000,
      account_masked: '6225 **** **** 6783',
    });
    expect(row).toContain('6225 **** **** 6783');
    expect(row).toContain('1000.00');
    expect(row.join(' ')).not.toMatch(/\d{12,}/);
  });
});
