import {
  CHUNK_RESEND_MESSAGES,
  endpoints,
  type StoredFile,
  type UploadPurpose,
  type UploadSession,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';
import { videoProblem } from '../endpoints/uploads.js';
import { HttpError, NetworkError, TimeoutError } from '../errors.js';
import { defaultUploadStore, uploadKeyOf, type UploadStore } from './store.js';

/** Where an upload stands, reported with every chunk. */
export interface UploadProgress {
  /** Bytes the server holds (a resumed upload starts at what it already had). */
  loaded: number;
  total: number;
  /** Bytes per second, smoothed over the last chunks; 0 until the first chunk of this run is sent. */
  speed: number;
  /** Seconds left at the current speed, or null while unknown. */
  remaining: number | null;
}

export type UploaderStatus =
  'idle' | 'uploading' | 'retrying' | 'completing' | 'done' | 'paused' | 'cancelled' | 'failed';

export interface UploaderOptions {
  file: Blob;
  /** Defaults to the File's name. */
  name?: string;
  purpose?: UploadPurpose;
  /** Bytes per chunk to ask for (contract UPLOAD_CHUNK_SIZES); the server's default otherwise. */
  chunkSize?: number;
  onProgress?: (progress: UploadProgress) => void;
  /** Each change of status; `error` with 'retrying' (what is retried) and 'failed'. */
  onStatus?: (status: UploaderStatus, detail?: { attempt?: number; error?: unknown }) => void;
  /** Where the upload id is remembered for a resume after a reload; localStorage in browsers. */
  store?: UploadStore;
  /** Tries per request before giving up (network errors, timeouts, 5xx, 429, a damaged chunk). */
  tries?: number;
  /** The first retry's delay; it doubles with each try (with jitter), up to 10 s. */
  retryDelayMs?: number;
  /**
   * Chunks on the way at once (default 2): the next is sent right behind the one being stored, so
   * the server never waits for a round trip. 1 sends one chunk at a time.
   */
  concurrency?: number;
  /** Time limit of one chunk request. */
  chunkTimeoutMs?: number;
  /** Send each chunk's SHA-256 (SubtleCrypto) so the server checks it on arrival. Default: when available. */
  checksums?: boolean;
}

export interface Uploader {
  /**
   * Uploads the file (resuming a remembered upload of the same file) and resolves with the stored
   * file. Rejects with `UploadCancelledError` / `UploadPausedError`, or the last error once the
   * tries are spent. Calling it while running answers the same promise; after a pause it resumes.
   */
  start(): Promise<StoredFile>;
  /** Stops sending; the server keeps what it has and `start()` continues from there. */
  pause(): void;
  /** Stops and removes the upload on the server. */
  cancel(): Promise<void>;
  readonly status: UploaderStatus;
  /** The upload id once known. */
  readonly id: string | null;
}

/** The upload was cancelled (`cancel()`). */
export class UploadCancelledError extends Error {
  override readonly name = 'UploadCancelledError' as const;
  constructor() {
    super('上传已取消');
  }
}

/** The file cannot be uploaded (type, size), checked before anything is sent; `message` says why. */
export class UploadRejectedError extends Error {
  override readonly name = 'UploadRejectedError' as const;
}

/** The upload was paused (`pause()`); `start()` resumes it. */
export class UploadPausedError extends Error {
  override readonly name = 'UploadPausedError' as const;
  constructor() {
    super('上传已暂停');
  }
}

const MAX_DELAY_MS = 10_000;
/** Realignments (409) in a row before giving up: another tab may be sending the same file. */
const MAX_REALIGNS = 8;
/** Weight of the newest chunk in the smoothed speed. */
const SPEED_WEIGHT = 0.3;

const RESEND = new Set<string>(Object.values(CHUNK_RESEND_MESSAGES));

/** Failures worth another try: no answer, a server error, rate limiting, a chunk damaged on the way. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof HttpError) {
    return error.status >= 500 || error.status === 429 || (error.status === 400 && RESEND.has(error.message));
  }
  return false;
}

const isConflict = (error: unknown) => error instanceof HttpError && error.status === 409;
const isMissing = (error: unknown) => error instanceof HttpError && error.status === 404;

interface Subtle {
  digest(algorithm: string, data: ArrayBuffer): Promise<ArrayBuffer>;
}
const subtle = (): Subtle | undefined => (globalThis as { crypto?: { subtle?: Subtle } }).crypto?.subtle;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A blob's bytes. Read through its stream into one buffer: in Node, `arrayBuffer()` of a
 * file-backed blob (fs.openAsBlob) is about ten times slower than its stream.
 */
async function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.stream !== 'function') return blob.arrayBuffer();
  const bytes = new Uint8Array(blob.size);
  let filled = 0;
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (filled + value.length > bytes.length) return blob.arrayBuffer();
    bytes.set(value, filled);
    filled += value.length;
  }
  return filled === bytes.length ? bytes.buffer : bytes.slice(0, filled).buffer;
}

interface Chunk {
  offset: number;
  bytes: ArrayBuffer;
  sha256: string | undefined;
}

/**
 * A resumable, chunked upload of one file through `client` (POST /api/uploads, PUT chunks in
 * order, complete). Up to `concurrency` chunks are on the way at once, in order; a failed chunk is
 * retried with backoff from the server's `received` (which also realigns after a 409). Several
 * files upload at once with one uploader each.
 */
export function createUploader(client: ApiClient, options: UploaderOptions): Uploader {
  const { file } = options;
  const name = options.name ?? ((file as { name?: string }).name || 'video').slice(0, 200);
  const purpose = options.purpose ?? 'video';
  const store = options.store ?? defaultUploadStore();
  const key = uploadKeyOf(file, name, purpose);
  const tries = Math.max(1, options.tries ?? 5);
  const retryDelayMs = options.retryDelayMs ?? 500;
  const chunkTimeoutMs = options.chunkTimeoutMs ?? 120_000;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 2));
  const hashing = (options.checksums ?? true) && subtle() !== undefined;

  let status: UploaderStatus = 'idle';
  let id: string | null = null;
  let running: Promise<StoredFile> | null = null;
  let controller = new AbortController();
  let speed = 0;

  const setStatus = (next: UploaderStatus, detail?: { attempt?: number; error?: unknown }) => {
    status = next;
    options.onStatus?.(next, detail);
  };
  const report = (loaded: number) => {
    options.onProgress?.({
      loaded,
      total: file.size,
      speed,
      remaining: loaded >= file.size ? 0 : speed > 0 ? (file.size - loaded) / speed : null,
    });
  };
  /** A call's input with the uploader's request options: silent, stopped by pause and cancel. */
  const request = <T extends object>(input: T): T & RequestOptions => ({
    silent: true,
    signal: controller.signal,
    ...input,
  });

  function sleep(ms: number): Promise<void> {
    const signal = controller.signal;
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  const delayOf = (attempt: number) =>
    Math.min(MAX_DELAY_MS, retryDelayMs * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

  /** `action` with retries on retryable failures. */
  async function withRetries<T>(action: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await action();
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (!isRetryable(error) || attempt >= tries) throw error;
        setStatus('retrying', { attempt, error });
        await sleep(delayOf(attempt));
        setStatus('uploading');
      }
    }
  }

  async function prepare(offset: number, size: number): Promise<Chunk> {
    const bytes = await bytesOf(file.slice(offset, Math.min(offset + size, file.size)));
    const sha256 = hashing ? hex(await subtle()!.digest('SHA-256', bytes)) : undefined;
    return { offset, bytes, sha256 };
  }

  /** The remembered session of this file, if the server still has it in progress (or done). */
  async function resumed(): Promise<UploadSession | null> {
    const known = await store.get(key);
    if (!known) return null;
    try {
      const session = await withRetries(() =>
        client.call(endpoints.uploadState, request({ params: { id: known } })),
      );
      if (session.size === file.size && session.status !== 'cancelled') return session;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await store.remove(key);
    return null;
  }

  async function run(): Promise<StoredFile> {
    const problem = videoProblem(file);
    if (problem) throw new UploadRejectedError(problem);
    setStatus('uploading');
    let session = await resumed();
    if (!session) {
      session = await withRetries(() =>
        client.call(
          endpoints.createUpload,
          request({
            body: {
              name,
              size: file.size,
              mime: file.type as never,
              purpose,
              ...(options.chunkSize ? { chunk_size: options.chunkSize } : {}),
            },
          }),
        ),
      );
      await store.set(key, session.id);
    }
    id = session.id;
    if (session.status === 'complete' && session.file) {
      await store.remove(key);
      report(file.size);
      setStatus('done');
      return session.file;
    }

    const chunkSize = session.chunk_size;
    let confirmed = session.received;
    report(confirmed);
    let failures = 0;
    let realigns = 0;
    let mark = Date.now();
    const inflight: Array<Promise<{ session: UploadSession } | { error: unknown }>> = [];
    let nextOffset = confirmed;
    let prepared: Promise<Chunk> | null = null;
    const prepareAt = (offset: number) => {
      const chunk = prepare(offset, chunkSize);
      chunk.catch(() => undefined);
      return chunk;
    };

    while (confirmed < file.size) {
      // Fill the window: chunks go out in order, each right behind the one before (the server
      // takes the next as soon as the one before is stored), the next one read and hashed ahead.
      while (inflight.length < concurrency && nextOffset < file.size) {
        let chunk: Chunk = await (prepared ?? prepareAt(nextOffset));
        if (chunk.offset !== nextOffset) chunk = await prepareAt(nextOffset);
        const end = chunk.offset + chunk.bytes.byteLength;
        prepared = end < file.size ? prepareAt(end) : null;
        const sending = chunk;
        inflight.push(
          client
            .call(
              endpoints.putUploadChunk,
              request({
                timeoutMs: chunkTimeoutMs,
                headers: { 'content-type': 'application/octet-stream' },
                params: { id: id! },
                query: { offset: sending.offset, ...(sending.sha256 ? { sha256: sending.sha256 } : {}) },
                body: sending.bytes,
              }),
            )
            .then(
              (answer) => ({ session: answer }),
              (error: unknown) => ({ error }),
            ),
        );
        nextOffset = end;
      }

      const outcome = await inflight.shift()!;
      if ('session' in outcome) {
        session = outcome.session;
        const now = Date.now();
        const sample = (session.received - confirmed) / Math.max((now - mark) / 1000, 0.001);
        speed = speed === 0 ? sample : SPEED_WEIGHT * sample + (1 - SPEED_WEIGHT) * speed;
        mark = now;
        confirmed = session.received;
        failures = 0;
        realigns = 0;
        report(confirmed);
        continue;
      }

      // A failure: let the chunks behind it settle, then ask the server where it stands.
      await Promise.all(inflight);
      inflight.length = 0;
      const { error } = outcome;
      if (controller.signal.aborted) throw controller.signal.reason;
      if (isConflict(error)) {
        // The server holds another amount (an answer was lost, a cut-off chunk was dropped).
        realigns += 1;
        if (realigns > MAX_REALIGNS) throw error;
        await sleep(delayOf(realigns));
      } else if (isRetryable(error)) {
        failures += 1;
        if (failures >= tries) throw error;
        setStatus('retrying', { attempt: failures, error });
        await sleep(delayOf(failures));
        setStatus('uploading');
      } else {
        throw error;
      }
      session = await withRetries(() => client.call(endpoints.uploadState, request({ params: { id: id! } })));
      if (session.status === 'complete' && session.file) break;
      if (session.status !== 'uploading') throw error;
      confirmed = nextOffset = session.received;
      mark = Date.now();
      report(confirmed);
    }

    setStatus('completing');
    const stored =
      session.status === 'complete' && session.file
        ? session.file
        : await withRetries(() =>
            client.call(endpoints.completeUpload, request({ params: { id: id! }, body: {} })),
          );
    await store.remove(key);
    report(file.size);
    setStatus('done');
    return stored;
  }

  return {
    start() {
      if (running) return running;
      if (status === 'cancelled') return Promise.reject(new UploadCancelledError());
      if (status === 'done') return Promise.reject(new Error('上传已完成'));
      controller = new AbortController();
      speed = 0;
      running = run()
        .catch((error: unknown) => {
          if (error instanceof UploadPausedError) setStatus('paused');
          else if (error instanceof UploadCancelledError) setStatus('cancelled');
          else setStatus('failed', { error });
          throw error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    pause() {
      if (running) controller.abort(new UploadPausedError());
    },
    async cancel() {
      controller.abort(new UploadCancelledError());
      if (!running) setStatus('cancelled');
      await running?.catch(() => undefined);
      await store.remove(key);
      if (id) {
        const cancelling = id;
        // A fresh signal: the uploader's own is aborted.
        await client
          .call(endpoints.cancelUpload, { params: { id: cancelling }, silent: true })
          .catch(() => undefined);
      }
    },
    get status() {
      return status;
    },
    get id() {
      return id;
    },
  };
}
