import { createHash, randomUUID, type Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import {
  CHUNK_RESEND_MESSAGES,
  fileReference,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_SIZES,
  chunkTooLarge,
  type StoredFile,
  type UploadPurpose,
  type UploadSession,
} from '@creator-console/contract';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { uploads } from '../../db/schema/index.js';
import { ApiError, BadRequestError, BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { decodesAs, IMAGE_HEAD_BYTES, PayloadTooLargeError } from '../../http/upload-body.js';
import { MIN_PART_BYTES } from '../../storage/storage.js';
import { metered, storageKeyOf } from '../files/repository.js';

export type UploadRow = typeof uploads.$inferSelect;

export interface NewUpload {
  ownerId: number;
  purpose: UploadPurpose;
  name: string;
  mime: string;
  size: number;
  /** Bytes per chunk (contract UPLOAD_CHUNK_SIZES); the default when not asked for. */
  chunk_size?: number | undefined;
}

export interface UploadsRepository {
  /** Opens a session (then sweeps stale ones: see `sweep`). */
  create(upload: NewUpload): Promise<UploadSession>;
  /** The caller's session; someone else's or a missing one is a 404. */
  state(ownerId: number, id: string): Promise<UploadSession>;
  /**
   * Stores one chunk at `offset` (which must be the stored `received`, else 409) as the next part
   * of the upload's multipart object. The chunk is checked on arrival (size, SHA-256 when given,
   * the file signature for the first chunk); `received` only covers whole, accepted chunks — a part
   * that fails or is cut off is replaced when the chunk comes again, and never assembled.
   */
  putChunk(
    ownerId: number,
    id: string,
    chunk: { offset: number; sha256?: string | undefined; stream: Readable; length: number | undefined },
  ): Promise<UploadSession>;
  /** Assembles the parts, checks size and hash, moves the bytes to their final key and records the file. */
  complete(ownerId: number, id: string, sha256?: string): Promise<StoredFile>;
  /** Removes the bytes of an upload in progress. */
  cancel(ownerId: number, id: string): Promise<void>;
  /**
   * Removes uploads without a chunk for `STALE_MS` (and their bytes), and cancelled ones. Runs on
   * every `create`; answers how many it removed.
   */
  sweep(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadsRepository;
  }
}

/** An upload without a chunk for a day is abandoned. */
export const STALE_MS = 24 * 60 * 60_000;
/** Uploads in progress per user at most. */
export const MAX_OPEN_UPLOADS = 20;
/**
 * How long a chunk that arrived ahead of the chunk before it waits for that one (ms), unless
 * `config.uploadAheadWaitMs` says otherwise. A pipelining client's chunks travel on separate
 * connections and may cross on the way; held here, neither is refused nor sent twice.
 */
export const AHEAD_WAIT_MS = 10_000;

export const uploadKeyOf = (id: string) => `uploads/${id.slice(0, 2)}/${id}`;

const NOT_FOUND = '上传不存在或已过期';
/**
 * Each chunk but the last is one whole `chunk_size` (8 or 16 MiB, the session says so): a chunk is one part
 * of an S3 multipart upload, whose parts but the last must be ≥ 5 MiB, and its offset names its part.
 */
const partSizeMessage = (chunkSize: number) =>
  `分片大小须为 ${chunkSize / (1024 * 1024)} MB（最后一个分片除外）`;
if (UPLOAD_CHUNK_SIZES.some((size) => size < MIN_PART_BYTES)) {
  throw new Error('an upload chunk size is below the S3 part minimum');
}

/** The first bytes of each video type: ISO-BMFF (MP4, MOV) boxes, or the EBML header (WebM, MKV). */
const BMFF_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const looksLikeVideo = (mime: string, head: Buffer): boolean => {
  if (mime === 'video/webm' || mime === 'video/x-matroska') {
    return head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  }
  return head.length >= 8 && BMFF_BOXES.has(head.toString('latin1', 4, 8));
};

/** How many first bytes of a file its signature check reads: an image's header may run long. */
const headBytesOf = (purpose: string) => (purpose === 'video' ? 16 : IMAGE_HEAD_BYTES);

/** Whether the first bytes are a file of the declared type, with the purpose's own refusal. */
function checkSignature(purpose: string, mime: string, head: Buffer): void {
  if (purpose === 'video') {
    if (!looksLikeVideo(mime, head)) throw new BadRequestError('文件内容与格式不符，请上传有效的视频');
  } else if (!decodesAs(mime, head)) {
    throw new BadRequestError('文件内容与格式不符，请上传有效的图片');
  }
}

/**
 * Counts and hashes one chunk on its way to the storage, and feeds the running whole-file hash
 * (a copy: it becomes the upload's only once the chunk is accepted).
 */
class ChunkMeter extends Transform {
  readonly chunkHash = createHash('sha256');
  bytes = 0;
  head = Buffer.alloc(0);

  constructor(
    private readonly maxBytes: number,
    private readonly sizeMessage: string,
    readonly fileHash: Hash | undefined,
    private readonly headBytes = 16,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new PayloadTooLargeError(this.sizeMessage));
      return;
    }
    if (this.head.length < this.headBytes) {
      const wanted = this.headBytes - this.head.length;
      this.head = Buffer.concat([this.head, chunk.subarray(0, wanted)]);
    }
    this.chunkHash.update(chunk);
    this.fileHash?.update(chunk);
    callback(null, chunk);
  }
}

export default fp(
  async (app) => {
    const { db, storage } = app;
    /**
     * The whole-file SHA-256 of each upload as far as its chunks arrived in this process, so that
     * completing a large upload does not read it again. After a restart (or on another process) the
     * hash is rebuilt from the storage once, at completion.
     */
    const running = new Map<string, { hash: Hash; offset: number }>();
    /**
     * The last chunk queued for writing of each upload in this process: where it ends (-1 when its
     * length is unknown) and its outcome (the row after it, or null when it failed). The next chunk,
     * sent right behind it by a pipelining client, waits for it; any other concurrent chunk is refused.
     */
    const writing = new Map<string, { ownerId: number; end: number; done: Promise<UploadRow | null> }>();
    /**
     * Chunks that arrived ahead of the chunk before them, by upload and offset: each waits (at most
     * `aheadWaitMs`) until a chunk ending at its offset is queued, then queues right behind it.
     */
    const ahead = new Map<string, Map<number, () => void>>();
    /**
     * Where the last chunk of each upload that failed here would have ended, until the next chunk is
     * queued: the chunk behind a failed one does not wait for a predecessor that already came.
     */
    const failedEnd = new Map<string, number>();
    const aheadWaitMs = app.config.uploadAheadWaitMs ?? AHEAD_WAIT_MS;

    /** Waits until a chunk ending at `offset` is queued, or the wait is over; never rejects. */
    function predecessorOf(id: string, offset: number): Promise<void> {
      let waiters = ahead.get(id);
      if (!waiters) ahead.set(id, (waiters = new Map()));
      const own = waiters;
      // A second chunk for the same place goes on at once, to be refused like any concurrent one.
      if (own.has(offset)) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          own.delete(offset);
          if (own.size === 0 && ahead.get(id) === own) ahead.delete(id);
          resolve();
        };
        const timer = setTimeout(wake, aheadWaitMs);
        own.set(offset, wake);
      });
    }

    const toSession = (row: UploadRow, file: StoredFile | null = null): UploadSession => ({
      id: row.id,
      name: row.name,
      mime: row.mime,
      size: row.size,
      chunk_size: row.chunkSize,
      received: row.received,
      status: row.status,
      file,
    });

    async function own(ownerId: number, id: string): Promise<UploadRow> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
      if (!row) throw new NotFoundError(NOT_FOUND);
      return row;
    }

    async function fileOf(row: UploadRow): Promise<StoredFile | null> {
      if (!row.fileId) return null;
      const file = await app.files.find(row.fileId);
      return file
        ? { id: file.id, url: fileReference(file.id), name: file.name, mime: file.mime, size: file.size }
        : null;
    }

    const refuseUnlessUploading = (row: UploadRow) => {
      if (row.status === 'complete') throw new BusinessRuleError('该文件已上传完成');
      if (row.status === 'cancelled') throw new BusinessRuleError('该上传已取消，请重新选择文件');
    };

    async function digestOf(row: UploadRow): Promise<string> {
      const kept = running.get(row.id);
      if (kept && kept.offset === row.received) return kept.hash.copy().digest('hex');
      const hash = createHash('sha256');
      for await (const part of storage.read(row.storageKey)) hash.update(part as Buffer);
      return hash.digest('hex');
    }

    async function sweep(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - STALE_MS);
      const stale = await db
        .select({ id: uploads.id, storageKey: uploads.storageKey })
        .from(uploads)
        .where(
          or(
            eq(uploads.status, 'cancelled'),
            and(eq(uploads.status, 'uploading'), lt(uploads.updatedAt, cutoff)),
          ),
        )
        .limit(100);
      if (stale.length === 0) return 0;
      for (const row of stale) {
        running.delete(row.id);
        failedEnd.delete(row.id);
        await storage.remove(row.storageKey);
      }
      await db.delete(uploads).where(
        inArray(
          uploads.id,
          stale.map((row) => row.id),
        ),
      );
      return stale.length;
    }

    app.decorate('uploads', {
      async create(upload) {
        const [open] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(uploads)
          .where(and(eq(uploads.ownerId, upload.ownerId), eq(uploads.status, 'uploading')));
        if ((open?.n ?? 0) >= MAX_OPEN_UPLOADS) {
          throw new BusinessRuleError(
            `同时进行的上传不能超过 ${MAX_OPEN_UPLOADS} 个，请先完成或取消部分上传`,
          );
        }
        const id = randomUUID();
        const [row] = await db
          .insert(uploads)
          .values({
            id,
            ownerId: upload.ownerId,
            purpose: upload.purpose,
            name: upload.name,
            mime: upload.mime,
            size: upload.size,
            chunkSize: upload.chunk_size ?? UPLOAD_CHUNK_BYTES,
            storageKey: uploadKeyOf(id),
          })
          .returning();
        running.set(id, { hash: createHash('sha256'), offset: 0 });
        await sweep();
        return toSession(row!);
      },

      async state(ownerId, id) {
        const row = await own(ownerId, id);
        return toSession(row, await fileOf(row));
      },

      async putChunk(ownerId, id, chunk) {
        // A chunk ahead of where this upload stands here (the chunk before it is still on its way)
        // waits for that one to be queued.
        const tail = writing.get(id);
        const expected = tail ? tail.end : running.get(id)?.offset;
        if (
          expected !== undefined &&
          expected >= 0 &&
          chunk.offset > expected &&
          failedEnd.get(id) !== chunk.offset
        ) {
          await predecessorOf(id, chunk.offset);
        }
        // Chunks of one upload are written one after the other: a chunk that continues the last
        // one queued (a pipelining client) waits its turn; any other concurrent chunk is refused.
        // The queue entry is taken before anything is awaited, so that the order chunks arrive in
        // is the order they are written whatever the database answers first.
        const before = writing.get(id);
        if (before && (before.ownerId !== ownerId || chunk.offset !== before.end)) {
          // Someone else's upload answers like a missing one.
          if (before.ownerId !== ownerId) refuseUnlessUploading(await own(ownerId, id));
          throw new ApiError(409, '该上传正在写入另一个分片，请稍后再试');
        }
        let settle: (row: UploadRow | null) => void = () => {};
        const done = new Promise<UploadRow | null>((resolve) => (settle = resolve));
        const entry = { ownerId, end: chunk.length === undefined ? -1 : chunk.offset + chunk.length, done };
        writing.set(id, entry);
        failedEnd.delete(id);
        ahead.get(id)?.get(entry.end)?.();
        let result: UploadRow | null = null;
        try {
          /** The row as the chunk before left it, when this process stored it just now. */
          const behind = before ? await before.done : null;
          // Right behind a chunk this process stored, its answer is the row (no query, no stat).
          const row = behind ?? (await own(ownerId, id));
          refuseUnlessUploading(row);
          if (chunk.offset !== row.received) {
            throw new ApiError(409, `分片位置不一致：服务器已接收 ${row.received} 字节，请从该位置继续`);
          }
          const remaining = row.size - row.received;
          if (remaining <= 0) throw new BusinessRuleError('文件已全部接收，请完成上传');
          const maxBytes = Math.min(row.chunkSize, remaining);
          if (chunk.length !== undefined && chunk.length > maxBytes) {
            throw new PayloadTooLargeError(
              chunk.length > row.chunkSize ? chunkTooLarge(row.chunkSize) : '分片超出了声明的文件大小',
            );
          }
          if (chunk.length !== undefined && chunk.length > 0 && chunk.length < maxBytes) {
            throw new BadRequestError(partSizeMessage(row.chunkSize));
          }
          // Every chunk but the last is exactly `chunkSize`, so the offset names the part.
          const part = row.received / row.chunkSize + 1;

          const kept = running.get(id);
          const fileHash = kept && kept.offset === row.received ? kept.hash.copy() : undefined;
          const meter = new ChunkMeter(
            maxBytes,
            row.chunkSize < remaining ? chunkTooLarge(row.chunkSize) : '分片超出了声明的文件大小',
            fileHash,
            row.received === 0 ? headBytesOf(row.purpose) : 0,
          );
          await storage.putPart(row.storageKey, part, metered(chunk.stream, meter));
          if (meter.bytes === 0) throw new BadRequestError('分片为空');
          if (chunk.length !== undefined && meter.bytes !== chunk.length) {
            throw new BadRequestError(CHUNK_RESEND_MESSAGES.incomplete);
          }
          if (meter.bytes < maxBytes) throw new BadRequestError(partSizeMessage(row.chunkSize));
          const digest = meter.chunkHash.digest('hex');
          if (chunk.sha256 && digest !== chunk.sha256) {
            throw new BadRequestError(CHUNK_RESEND_MESSAGES.checksum);
          }
          if (row.received === 0) checkSignature(row.purpose, row.mime, meter.head);

          const received = row.received + meter.bytes;
          const [updated] = await db
            .update(uploads)
            .set({ received, updatedAt: new Date() })
            .where(
              and(eq(uploads.id, id), eq(uploads.received, row.received), eq(uploads.status, 'uploading')),
            )
            .returning();
          if (!updated) {
            // Cancelled (or moved on) while this chunk was written: its part is never assembled
            // (a cancelled upload's parts go with the sweep).
            throw new ApiError(409, '上传状态已变化，请刷新后重试');
          }
          if (fileHash) running.set(id, { hash: fileHash, offset: received });
          else running.delete(id);
          result = updated;
          return toSession(updated);
        } finally {
          if (writing.get(id) === entry) writing.delete(id);
          if (!result && entry.end >= 0) failedEnd.set(id, entry.end);
          settle(result);
        }
      },

      async complete(ownerId, id, sha256) {
        const row = await own(ownerId, id);
        if (row.status === 'complete') {
          // A client that lost the answer asks again: the same file.
          const file = await fileOf(row);
          if (file) return file;
        }
        refuseUnlessUploading(row);
        if (writing.has(id)) throw new ApiError(409, '该上传正在写入分片，请稍后再试');
        if (row.received !== row.size) {
          throw new ApiError(409, `文件尚未上传完整：已接收 ${row.received} / ${row.size} 字节`);
        }
        let settle: (row: null) => void = () => {};
        writing.set(id, { ownerId, end: -1, done: new Promise<null>((resolve) => (settle = resolve)) });
        try {
          // Asked again after a refusal below, the parts are assembled already: the same object.
          const stored = await storage.assemble(row.storageKey, Math.ceil(row.size / row.chunkSize));
          if (stored.size !== row.size) {
            throw new BusinessRuleError('文件大小与声明不一致，请重新上传');
          }
          const digest = await digestOf(row);
          if (sha256 && digest !== sha256) {
            // Every chunk was verified on arrival, so the file changed while it was being sent (or
            // the client hashed other bytes). Nothing changes here: the client cancels and starts over.
            throw new BadRequestError('文件校验失败，请重新上传');
          }
          const fileId = randomUUID();
          const finalKey = storageKeyOf(fileId, row.purpose);
          await storage.move(row.storageKey, finalKey);
          try {
            const stored = await app.files.adopt({
              id: fileId,
              ownerId: row.ownerId,
              purpose: row.purpose,
              name: row.name,
              mime: row.mime,
              size: row.size,
              sha256: digest,
              storageKey: finalKey,
            });
            await db
              .update(uploads)
              .set({ status: 'complete', fileId, updatedAt: new Date() })
              .where(eq(uploads.id, id));
            running.delete(id);
            failedEnd.delete(id);
            return stored;
          } catch (error) {
            await storage.move(finalKey, row.storageKey).catch(() => undefined);
            throw error;
          }
        } finally {
          writing.delete(id);
          settle(null);
        }
      },

      async cancel(ownerId, id) {
        const row = await own(ownerId, id);
        if (row.status === 'complete') throw new BusinessRuleError('该文件已上传完成，无法取消');
        if (row.status === 'cancelled') return;
        if (writing.has(id)) throw new ApiError(409, '该上传正在写入分片，请稍后再试');
        await db
          .update(uploads)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(eq(uploads.id, id));
        running.delete(id);
        failedEnd.delete(id);
        await storage.remove(row.storageKey);
      },

      sweep,
    } satisfies UploadsRepository);
  },
  { name: 'uploads-repository', dependencies: ['db', 'storage', 'files-repository'] },
);
