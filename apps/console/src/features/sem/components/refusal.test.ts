import { describe, expect, it, vi } from 'vitest';
import { BusinessError, HttpError } from '@creator-console/api-client';
import { AD_TASK_MESSAGES } from '@creator-console/contract';
import { placeRefusal } from './refusal';

const request = { method: 'POST', url: '/api/ad-goods', headers: {} };
const refused = (message: string) => new BusinessError(202, message, { message }, request);

describe('placeRefusal', () => {
  it('puts a 202 refusal about a field under that field', () => {
    const setError = vi.fn();
    placeRefusal(refused(AD_TASK_MESSAGES.skuTaken), setError, { [AD_TASK_MESSAGES.skuTaken]: 'sku' });
    expect(setError).toHaveBeenCalledWith(
      'sku',
      { type: 'server', message: 'SKU 已存在' },
      { shouldFocus: true },
    );
  });

  it('throws on any other failure, for the form’s own mapping (400 issues) or the toast already shown', () => {
    const setError = vi.fn();
    const other = refused(AD_TASK_MESSAGES.goodsInUse);
    expect(() => placeRefusal(other, setError, { [AD_TASK_MESSAGES.skuTaken]: 'sku' })).toThrow(other);
    const invalid = new HttpError(400, '参数错误', { message: '参数错误', issues: [] }, request);
    expect(() => placeRefusal(invalid, setError, { 参数错误: 'sku' })).toThrow(invalid);
    expect(setError).not.toHaveBeenCalled();
  });
});
