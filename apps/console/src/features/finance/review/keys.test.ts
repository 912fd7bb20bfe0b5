import { describe, expect, it } from 'vitest';
import { NetworkError } from '@creator-console/api-client';
import { createKeyStore } from './keys';

describe('money idempotency keys', () => {
  it('keeps a key across a lost answer and forgets it after a final one', () => {
    const keys = createKeyStore(null);
    const first = keys.keyFor('review:1:approve');
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    keys.settle(
      'review:1:approve',
      new NetworkError('offline', { method: 'POST', url: '/api/x' } as never, null),
    );
    expect(keys.keyFor('review:1:approve')).toBe(first);
    keys.settle('review:1:approve');
    expect(keys.keyFor('review:1:approve')).not.toBe(first);
  });

  it('survives a reload through the storage', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    const key = createKeyStore(storage).keyFor('adjust:new');
    expect(createKeyStore(storage).keyFor('adjust:new')).toBe(key);
  });
});
