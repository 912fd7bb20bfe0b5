import type { Limit } from '../config.js';

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failures per key in a fixed window (e.g. failed logins per account). Once `max` failures
 * are reached the key is blocked until the window ends. In-process, bounded in size.
 */
export class FailureWindow {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly limit: Limit,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const window = this.#live(key, now);
    if (!window || window.failures < this.limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  recordFailure(key: string, now = Date.now()): void {
    const window = this.#live(key, now);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.#windows.size >= this.maxKeys) this.#prune(now);
    this.#windows.set(key, { failures: 1, resetAt: now + this.limit.windowMs });
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #live(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= now) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops ended windows; if still full, the oldest ones (Map keeps insertion order). */
  #prune(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
