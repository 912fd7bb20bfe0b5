import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CALENDAR_DAY_PATTERN,
  CIPHERTEXT_PATTERN,
  encryptField,
  endpoints,
  isoDate,
  loginBody,
  MAX_RANGE_DAYS,
  statisticsQuery,
} from '../src/index.js';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('calendar days (issue 13: the document and the server refuse the same days)', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) {
      expect(isoDate.safeParse(day).success, day).toBe(true);
    }
  });

  it('refuses days that do not exist, and says whether the form or the day is wrong', () => {
    for (const day of ['0000-00-00', '2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '1900-02-29']) {
      expect(firstMessage(isoDate, day), day).toBe('日期无效');
    }
    for (const day of ['2026/01/01', '2026-1-1', ' 2026-01-01', '20260101']) {
      expect(firstMessage(isoDate, day), day).toBe('日期格式应为 YYYY-MM-DD');
    }
    expect(firstMessage(isoDate, undefined)).toBe('请选择日期');
    expect(firstMessage(isoDate, 20260101)).toBe('请选择日期');
  });

  it('agrees with the calendar on every day from 1900 to 2400, and refuses the years before', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    for (let year = 1899; year <= 2400; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const text = `${year}-${two(month)}-${two(day)}`;
          const exists = new Date(Date.UTC(year, month - 1, day)).toISOString().startsWith(text);
          if (CALENDAR_DAY_PATTERN.test(text) !== (exists && year >= 1900)) throw new Error(text);
        }
      }
    }
    for (const day of ['0000-01-01', '0001-01-01', '1899-12-31'])
      expect(firstMessage(isoDate, day)).toBe('日期无效');
  });

  it('carries the whole check in its JSON Schema pattern', () => {
    const { pattern } = z.toJSONSchema(isoDate, { target: 'openapi-3.0' }) as { pattern: string };
    expect(pattern).toBe(CALENDAR_DAY_PATTERN.source);
  });

  it(`limits a statistics range to ${MAX_RANGE_DAYS} days, both ends included`, () => {
    const range = (start_date: string, end_date: string) =>
      statisticsQuery.safeParse({ start_date, end_date });
    expect(range('2024-01-01', '2024-12-31').success).toBe(true); // 366 days (a leap year)
    expect(range('2025-01-01', '2026-01-01').success).toBe(true); // 366 days
    expect(range('2025-01-01', '2026-01-02').error?.issues[0]?.message).toBe(
      `时间范围不能超过 ${MAX_RANGE_DAYS} 天`,
    );
  });
});

describe('encrypted fields (issue 13: their shape is the ciphertext’s)', () => {
  it('takes the ciphertext of any text, whole blocks of base64', () => {
    for (const plain of ['a', 'x'.repeat(16), 'x'.repeat(32), 'x'.repeat(48), '创作者'.repeat(20)]) {
      const cipher = encryptField(plain);
      expect(CIPHERTEXT_PATTERN.test(cipher), plain).toBe(true);
      expect(loginBody.safeParse({ email: cipher, password: cipher }).success).toBe(true);
    }
  });

  it('refuses what is not ciphertext with the server’s own message, naming the field', () => {
    for (const value of [
      'creator',
      'bm90IGNpcGhlcg==',
      'zweNCNd1gxaLVHnQytYaiQ',
      'zweNCNd1gxaLVHnQytYai===',
    ]) {
      const issues = loginBody.safeParse({ email: value, password: encryptField('x') }).error?.issues;
      expect(issues, value).toEqual([
        expect.objectContaining({ path: ['email'], message: '账号无法解密，请刷新页面后重试' }),
      ]);
    }
    const reveal = endpoints.revealSensitive.query!;
    expect(firstMessage(reveal, { t: 1, d: 3, e: 'phone' })).toBe('查看字段无法解密，请刷新页面后重试');
    expect(firstMessage(reveal, { t: 1, d: 3 })).toBe('缺少查看字段');
  });

  it('says only that a blank field is missing', () => {
    expect(loginBody.safeParse({ email: '  ' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], message: '请输入账号' }),
      expect.objectContaining({ path: ['password'], message: '请输入密码' }),
    ]);
  });
});
