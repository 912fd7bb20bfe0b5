import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log.js';

describe('redactUrl', () => {
  it('hides the MCN token of the linked-account calls, and nothing else', () => {
    expect(redactUrl('/api/my_user_token?user_id=7&mcn_token=abc-DEF_123')).toBe(
      '/api/my_user_token?user_id=7&mcn_token=[Redacted]',
    );
    expect(redactUrl('/api/my-bloggers?mcn_token=abc&page=2')).toBe(
      '/api/my-bloggers?mcn_token=[Redacted]&page=2',
    );
    expect(redactUrl('/api/my-bloggers?page=1&user_name=mcn_token')).toBe(
      '/api/my-bloggers?page=1&user_name=mcn_token',
    );
  });
});
