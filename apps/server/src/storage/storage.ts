import type { Readable } from 'node:stream';

/** What a stored object is: its size in bytes. */
export interface StoredObject {
  size: number;
}

/** How a presigned address serves an object (the headers the store answers with). */
export interface PresignOptions {
  /** Seconds the address stays valid. */
  expiresIn: number;
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/**
 * Keys are relative, slash-separated paths chosen by the server (never by a client); a key that
 * does not look like one is refused by every storage.
 */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

/**
 * S3 refuses to complete a multipart upload whose parts, except the last, are under 5 MiB; both
 * storages keep that rule so that an upload accepted on one is accepted on the other.
 */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

/**
 * Where uploaded bytes live: a local directory (`LocalStorage`, the embedded default) or an
 * S3-compatible store (`S3Storage`). Both answer every call alike.
 *
 * A chunked upload is a multipart object: `putPart` stores numbered parts under a key (S3
 * UploadPart; a part sent again replaces the earlier attempt), `parts` lists what is stored (a
 * resumed upload), `assemble` turns parts 1..n into the object (CompleteMultipartUpload; parts past
 * n, e.g. one cut off mid-way, are dropped) and `remove` drops the parts too (AbortMultipartUpload).
 * Parts cannot be read or appended to: an object exists only once assembled.
 */
export interface Storage {
  /** Streams `source` into `key`, replacing what was there; answers the bytes written. */
  put(key: string, source: Readable): Promise<StoredObject>;
  /** The object's bytes, or the inclusive byte range `[start, end]` of them. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Moves an object to another key (an assembled upload into its final place). */
  move(from: string, to: string): Promise<void>;
  /** Removes the object and the parts of an unfinished multipart object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * An address from which a browser loads the object straight from the store, or null when this
   * storage has none (the server streams the bytes itself).
   */
  presign(key: string, options: PresignOptions): Promise<string | null>;
  /** Stores part `part` (1-based) of the multipart object `key`; answers the part's size. */
  putPart(key: string, part: number, source: Readable): Promise<StoredObject>;
  /** Sizes of the stored parts 1, 2, … of the multipart object `key`, up to the first missing one. */
  parts(key: string): Promise<StoredObject[]>;
  /**
   * Makes parts 1..`count` the object `key` and drops the rest; answers its size. Asked again once
   * assembled (no parts left, the object there), it answers the object.
   */
  assemble(key: string, count: number): Promise<StoredObject>;
}
