import { describe, expect, it } from 'vitest';
import { machineReasons, verdictOf } from './machine-verdict';

describe('machine verdict for the ui', () => {
  it('says a whitelisted creator’s pass as such, and leaves other verdicts alone', () => {
    expect(verdictOf('pass', ['白名单'])).toBe('whitelisted');
    expect(verdictOf('pass', [])).toBe('pass');
    expect(verdictOf('block', ['缺少视频文件'])).toBe('block');
    expect(verdictOf(null, [])).toBeUndefined();
  });

  it('turns the checker’s sentences into rule and detail, the category being the rule', () => {
    expect(machineReasons(['标题含敏感词「赌博」（违法违规）', '缺少视频文件', '白名单'])).toEqual([
      { rule: '违法违规', detail: '标题含敏感词「赌博」' },
      { rule: '缺少视频文件', detail: '' },
    ]);
  });
});
