import type { Readable } from 'node:stream';

/** What a stored object is: its size in bytes. */
export interface StoredObject {
  size: number;
}

/**
 * Where uploaded bytes live. The default is a local directory (`LocalStorage`); an S3-compatible
 * store implements the same calls (put = PutObject / multipart, read = GetObject with Range,
 * append = upload-part into a multipart upload, remove = DeleteObject).
 *
 * Keys are relative, slash-separated paths chosen by the server (never by a client).
 */
export interface Storage {
  /** Streams `source` into `key`, replacing what was there; answers the bytes written. */
  put(key: string, source: Readable): Promise<StoredObject>;
  /** Streams `source` onto the end of `key` (created when missing); answers the new size. */
  append(key: string, source: Readable): Promise<StoredObject>;
  /** Cuts `key` to `size` bytes (a resumed upload drops a partly written chunk). */
  truncate(key: string, size: number): Promise<void>;
  /** The object's bytes, or the inclusive byte range `[start, end]` of them. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Moves an object to another key (assembling an upload into its final place). */
  move(from: string, to: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}
