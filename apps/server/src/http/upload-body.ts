import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { imageSize } from 'image-size';
import { ApiError } from './errors.js';

/** 413 with the contract's message: the body is larger than the endpoint takes. */
export class PayloadTooLargeError extends ApiError {
  constructor(message: string) {
    super(413, message);
  }
}

/**
 * How much of an image the header check reads: a JPEG's dimensions come after its metadata
 * segments (each at most 64 KB; EXIF with a thumbnail, ICC profile, XMP), so keep a generous head.
 */
export const IMAGE_HEAD_BYTES = 512 * 1024;

/**
 * Passes an upload's bytes through unchanged while counting and hashing them: it fails with 413
 * as soon as more than `maxBytes` arrive (the rest is never read), keeps the first `headBytes`
 * for a content check, and gives the SHA-256 once the stream has ended.
 */
export class UploadMeter extends Transform {
  private readonly hash = createHash('sha256');
  private count = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly sizeMessage: string,
    private readonly headBytes = 16,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.count > this.maxBytes) {
      callback(new PayloadTooLargeError(this.sizeMessage));
      return;
    }
    if (this.head.length < this.headBytes) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  get bytes(): number {
    return this.count;
  }

  /** The first (up to) `headBytes` bytes. */
  get firstBytes(): Buffer {
    return this.head;
  }

  /** Hex SHA-256 of everything passed; call once, after the stream ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}

/** What `imageSize` calls each image media type the console takes. */
const IMAGE_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Whether `head` (the first bytes of a file, `IMAGE_HEAD_BYTES` of them when it is longer) decodes
 * as an image of the media type: its header parses — a file signature followed by anything else
 * does not — names that format and gives both dimensions.
 */
export function decodesAs(mime: string, head: Buffer): boolean {
  const format = IMAGE_FORMATS[mime];
  if (!format) return false;
  try {
    // A copy with a buffer of its own: imageSize reads through the underlying ArrayBuffer, and a
    // small Buffer is a view into a shared pool, so a cut-off header would be read on into
    // whatever bytes follow it there.
    const { type, width, height } = imageSize(new Uint8Array(head));
    return type === format && width > 0 && height > 0;
  } catch {
    return false;
  }
}
