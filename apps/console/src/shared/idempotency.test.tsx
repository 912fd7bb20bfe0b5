import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  BusinessError,
  createApiClient,
  HttpError,
  isNetworkError,
  NetworkError,
  TimeoutError,
} from '@creator-console/api-client';
import { defineEndpoint } from '@creator-console/contract';
import {
  canonicalJson,
  idempotencyOutcome,
  newIdempotencyKey,
  requestFingerprint,
  useIdempotencyKey,
} from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** money.md §3: what the server accepts. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{16,64}$/;
const request = { method: 'POST', url: '/api/wallet/withdrawals', headers: {} };
const stored = (scope: string) => sessionStorage.getItem(`idempotency:${scope}`);
const storedKey = (scope: string) => (JSON.parse(stored(scope) ?? 'null') as { key: string } | null)?.key;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useIdempotencyKey', () => {
  it('makes a UUID v4 when the dialog opens and keeps it in sessionStorage under the scope', () => {
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    let key = '';
    act(() => {
      key = result.current.begin({ amount_fen: 1000 });
    });
    expect(key).toMatch(UUID_V4);
    expect(key).toMatch(KEY_FORMAT);
    expect(result.current.key).toBe(key);
    expect(storedKey('withdraw')).toBe(key);
    // The request is kept as a digest only, never its body.
    expect(stored('withdraw')).not.toContain('amount_fen');
    expect(stored('adjust')).toBeNull();
  });

  it('a final answer (2xx, a 202 refusal, a 4xx) spends the key: the next request gets a new one', async () => {
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    const sent: string[] = [];
    const body = { amount_fen: 1000 };
    await act(() => result.current.run(async (key) => void sent.push(key), body));
    expect(stored('withdraw')).toBeNull();
    for (const refusal of [
      new BusinessError(202, '可提现余额不足', { message: '可提现余额不足' }, request),
      new HttpError(400, '参数错误', {}, request),
      new HttpError(422, '幂等键已用于其他请求', {}, request),
    ]) {
      await act(() =>
        expect(
          result.current.run(async (key) => {
            sent.push(key);
            throw refusal;
          }, body),
        ).rejects.toBe(refusal),
      );
      expect(stored('withdraw')).toBeNull();
    }
    expect(new Set(sent).size).toBe(4);
  });

  it('a timeout, a network error or a 5xx keeps the key: the retry replays instead of paying twice', async () => {
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    const body = { type: 'personal', amount_fen: 288_000 };
    const sent: string[] = [];
    for (const failure of [
      new TimeoutError('Request timed out after 15000 ms', request, 15_000),
      new NetworkError('Failed to fetch', request, new TypeError('Failed to fetch')),
      new HttpError(503, '服务暂不可用', {}, request),
    ]) {
      await act(() =>
        expect(
          result.current.run(async (key) => {
            sent.push(key);
            throw failure;
          }, body),
        ).rejects.toBe(failure),
      );
    }
    expect(new Set(sent).size).toBe(1);
    expect(storedKey('withdraw')).toBe(sent[0]);
    // The same request with its keys in another order is the same request.
    await act(() =>
      result.current.run(async (key) => void sent.push(key), { amount_fen: 288_000, type: 'personal' }),
    );
    expect(sent[3]).toBe(sent[0]);
    expect(stored('withdraw')).toBeNull();
  });

  it('finds an unsettled key again after a reload of the tab', () => {
    const first = renderHook(() => useIdempotencyKey('withdraw'));
    let key = '';
    act(() => {
      key = first.result.current.begin({ amount_fen: 1000 });
      first.result.current.settle('retry');
    });
    first.unmount();
    const second = renderHook(() => useIdempotencyKey('withdraw'));
    expect(second.result.current.key).toBe(key);
    let again = '';
    act(() => {
      again = second.result.current.begin({ amount_fen: 1000 });
    });
    expect(again).toBe(key);
  });

  it('another request (another amount) gets a new key: the old one would be refused with 422', () => {
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    const keys: string[] = [];
    act(() => {
      keys.push(result.current.begin({ amount_fen: 1000 }));
      keys.push(result.current.begin({ amount_fen: 1000 }));
      keys.push(result.current.begin());
      keys.push(result.current.begin({ amount_fen: 2000 }));
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('renew forgets the key whatever happened; scopes are independent', () => {
    const withdraw = renderHook(() => useIdempotencyKey('withdraw'));
    const adjust = renderHook(() => useIdempotencyKey('adjust'));
    let a = '';
    let b = '';
    act(() => {
      a = withdraw.result.current.begin({ amount_fen: 1000 });
      b = adjust.result.current.begin({ amount_fen: 1000 });
    });
    expect(a).not.toBe(b);
    act(() => {
      withdraw.result.current.renew();
    });
    expect(stored('withdraw')).toBeNull();
    expect(storedKey('adjust')).toBe(b);
    let c = '';
    act(() => {
      c = withdraw.result.current.begin({ amount_fen: 1000 });
    });
    expect(c).not.toBe(a);
  });

  it('follows a change of scope (the personal and company tabs of one form)', () => {
    const { result, rerender } = renderHook(({ scope }) => useIdempotencyKey(scope), {
      initialProps: { scope: 'withdraw.personal' },
    });
    let personal = '';
    act(() => {
      personal = result.current.begin({ amount_fen: 1000 });
    });
    rerender({ scope: 'withdraw.company' });
    expect(result.current.key).not.toBe(personal);
    rerender({ scope: 'withdraw.personal' });
    expect(result.current.key).toBe(personal);
  });

  it('works without sessionStorage (disabled), for the life of the page', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    const sent: string[] = [];
    await act(() => result.current.run(async (key) => void sent.push(key)));
    expect(sent[0]).toMatch(UUID_V4);
  });
});

describe('helpers', () => {
  it('makes a UUID v4 without crypto.randomUUID (an insecure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    vi.unstubAllGlobals();
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('tells final answers from failures worth retrying', () => {
    expect(idempotencyOutcome(new HttpError(400, 'x', {}, request))).toBe('final');
    expect(idempotencyOutcome(new BusinessError(202, 'x', {}, request))).toBe('final');
    expect(idempotencyOutcome(new HttpError(500, 'x', {}, request))).toBe('retry');
    expect(idempotencyOutcome(new TimeoutError('x', request, 1))).toBe('retry');
    expect(idempotencyOutcome(new DOMException('aborted', 'AbortError'))).toBe('retry');
  });

  it('reads a request the same whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(requestFingerprint({ b: 1, a: 2 })).toBe(requestFingerprint({ a: 2, b: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });
});

describe('through the api client', () => {
  const withdraw = defineEndpoint({
    method: 'POST',
    path: '/api/wallet/withdrawals',
    summary: 'test: a money-moving request',
    tag: 'wallet',
    access: 'session',
    body: z.object({ amount_fen: z.number().int() }),
    response: z.object({ id: z.number() }),
  });

  it('a request lost on the network is sent again with the same key; the next one gets a new key', async () => {
    const keys: (string | null)[] = [];
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ data: { id: 42 } }, { headers: { 'Idempotent-Replayed': 'true' } }),
      () => Response.json({ data: { id: 43 } }),
    ];
    const client = createApiClient({
      getToken: () => 'token',
      notify: () => undefined,
      fetch: async (input) => {
        keys.push(new Request(input).headers.get('Idempotency-Key'));
        return answers[keys.length - 1]!();
      },
    });
    const { result } = renderHook(() => useIdempotencyKey('withdraw'));
    const send = (amountFen: number) => {
      const body = { amount_fen: amountFen };
      return result.current.run(
        (key) => client.call(withdraw, { body, headers: { 'Idempotency-Key': key } }),
        body,
      );
    };

    await act(() => expect(send(288_000)).rejects.toSatisfy(isNetworkError));
    await act(async () => expect(await send(288_000)).toEqual({ id: 42 }));
    await act(async () => expect(await send(288_000)).toEqual({ id: 43 }));
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID_V4);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
