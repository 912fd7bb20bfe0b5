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

  it('hides the whole query of a signed file address: its signature is a credential', () => {
    const id = '0b5e4a52-5bd1-4cf6-9d8e-5a3c8f3e2a10';
    expect(redactUrl(`/files/${id}?expires=1790000000&signature=AbC-dEf_123`)).toBe(
      `/files/${id}?[Redacted]`,
    );
    expect(redactUrl(`/files/${id}?signature=AbC&expires=1`)).toBe(`/files/${id}?[Redacted]`);
    expect(redactUrl(`/files/${id}`)).toBe(`/files/${id}`);
    // Only the signed route: other paths keep their query.
    expect(redactUrl('/api/files?purpose=cover&name=signature.png')).toBe(
      '/api/files?purpose=cover&name=signature.png',
    );
  });
});
