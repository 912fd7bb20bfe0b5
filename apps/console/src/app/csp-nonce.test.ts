import { afterEach, describe, expect, it } from 'vitest';
import { getNonce, setNonce } from 'get-nonce';
import { applyCspNonce } from './csp-nonce';

afterEach(() => {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  setNonce('');
});

describe('CSP nonce', () => {
  it("hands the page's nonce to get-nonce, which react-remove-scroll puts on its <style>", () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'bm9uY2UtZm9yLXRlc3Q=';
    document.head.append(meta);

    expect(applyCspNonce()).toBe('bm9uY2UtZm9yLXRlc3Q=');
    expect(getNonce()).toBe('bm9uY2UtZm9yLXRlc3Q=');
  });

  it('sets nothing when the page has no nonce (the dev server sends no CSP)', () => {
    expect(applyCspNonce()).toBeNull();
    expect(getNonce()).toBeUndefined();
  });
});
