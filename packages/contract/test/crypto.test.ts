import { describe, expect, it } from 'vitest';
import { decryptField, encryptField } from '../src/crypto.js';
import { loginBody } from '../src/endpoints/session.js';

describe('fixed-key field scheme', () => {
  it('round-trips text, including Chinese and phone numbers', () => {
    for (const plain of ['creator', '13800000003', 'Demo@2026', '创作者']) {
      const cipher = encryptField(plain);
      expect(cipher).not.toContain(plain);
      expect(decryptField(cipher)).toBe(plain);
    }
  });

  it('is deterministic for one key, as other clients of the API expect', () => {
    expect(encryptField('creator')).toBe(encryptField('creator'));
    expect(encryptField('creator', 'AnotherKey123456')).not.toBe(encryptField('creator'));
  });

  it('answers null for values that are not ciphertext of the key', () => {
    expect(decryptField('not base64 at all')).toBeNull();
    expect(decryptField('')).toBeNull();
    expect(decryptField(encryptField('creator', 'AnotherKey123456'))).toBeNull();
  });
});

describe('login body', () => {
  it('requires account and password with zh-CN messages', () => {
    const result = loginBody.safeParse({ email: '  ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['请输入账号', '请输入密码']));
  });
});
