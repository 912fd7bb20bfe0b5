import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from './errors.js';

/** 413 with the contract's message: the body is larger than the endpoint takes. */
export class PayloadTooLargeError extends ApiError {
  constructor(message: string) {
    super(413, message);
  }
}

/**
 * Passes an upload's bytes through unchanged while counting and hashing them: it fails with 413
 * as soon as more than `maxBytes` arrive (the rest is never read), keeps the first bytes for a
 * content check, and gives the SHA-256 once the stream has ended.
 */
export class UploadMeter extends Transform {
  private readonly hash = createHash('sha256');
  private count = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly sizeMessage: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.count > this.maxBytes) {
      callback(new PayloadTooLargeError(this.sizeMessage));
      return;
    }
    if (this.head.length < 16) this.head = Buffer.concat([this.head, chunk.subarray(0, 16)]).subarray(0, 16);
    this.hash.update(chunk);
    callback(null, chunk);
  }

  get bytes(): number {
    return this.count;
  }

  /** The first (up to) 16 bytes: enough for a file signature. */
  get firstBytes(): Buffer {
    return this.head;
  }

  /** Hex SHA-256 of everything passed; call once, after the stream ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP',
};

/** Whether the bytes start like the media type says (images only; other types pass). */
export const looksLike = (mime: string, head: Buffer): boolean => SIGNATURES[mime]?.(head) ?? true;
