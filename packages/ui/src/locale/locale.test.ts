import { describe, expect, it } from 'vitest';
import { loadUiStrings, uiStrings } from '.';

describe('built-in strings', () => {
  it('zh-CN and en-US define the same keys, none empty', () => {
    const zh = uiStrings['zh-CN'];
    const en = uiStrings['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const strings of [zh, en]) {
      for (const [key, value] of Object.entries(strings)) {
        const text = typeof value === 'function' ? (value as (argument: unknown) => string)(7) : value;
        expect(text, key).toMatch(/\S/);
      }
    }
  });

  it('the user menu speaks the spec’s words', () => {
    expect(uiStrings['zh-CN'].switchAccount).toBe('切换账号');
    expect(uiStrings['zh-CN'].personalCentre).toBe('个人中心');
    expect(uiStrings['zh-CN'].logout).toBe('退出登录');
  });

  it('loads each locale’s strings on demand, the same tables as uiStrings', async () => {
    expect(await loadUiStrings('zh-CN')).toBe(uiStrings['zh-CN']);
    expect(await loadUiStrings('en-US')).toBe(uiStrings['en-US']);
  });
});
