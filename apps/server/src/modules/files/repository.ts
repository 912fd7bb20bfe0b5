import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable, Transform } from 'node:stream';
import { fileIdOf, fileReference, type FilePurpose, type StoredFile } from '@creator-console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { can } from '../../auth/principal.js';
import type { Database } from '../../db/database.js';
import { files } from '../../db/schema/index.js';
import { BadRequestError, type Issue } from '../../http/errors.js';
import { decodesAs, IMAGE_HEAD_BYTES, UploadMeter } from '../../http/upload-body.js';
import type { Principal } from '../../plugins/app/authorization.js';

export type FileRow = typeof files.$inferSelect;

export interface NewFile {
  ownerId: number;
  purpose: FilePurpose;
  name: string;
  mime: string;
}

/** A stored-file reference in a record's input, and what the file must have been uploaded for. */
export interface FileField {
  /** Where the reference is in the request body: the 400 names it. */
  path: (string | number)[];
  reference: string;
  purposes: readonly FilePurpose[];
}

/** A reference to a file that does not exist or is someone else's: the two answer alike. */
export const FILE_NOT_USABLE = '文件不存在或无权使用';
export const FILE_REFERENCE_INVALID = '文件引用无效';
export const FILE_PURPOSE_MISMATCH = '文件用途不符，请重新上传';

export interface FilesRepository {
  /**
   * Streams an upload into the storage and records it. Fails with 413 past `maxBytes` and with 400
   * when the bytes do not decode as the image type they claim; nothing stays behind after a failure.
   */
  store(
    file: NewFile,
    source: Readable,
    limit: { maxBytes: number; sizeMessage: string },
  ): Promise<StoredFile>;
  /** Records bytes already in the storage under `storageKey` (an assembled upload, an export). */
  adopt(
    file: NewFile & { id: string; size: number; sha256: string; storageKey: string },
  ): Promise<StoredFile>;
  find(id: string): Promise<FileRow | null>;
  /**
   * Checks, inside the transaction `q` that writes the record, that every field names a stored file
   * of `ownerId` uploaded for one of the field's purposes; otherwise 400 with an issue per field
   * (`文件不存在或无权使用` for a missing file and for anyone else's alike). The files stay locked
   * against deletion until `q` ends. `ownerId` is whose record it is: the caller for their own
   * records (an MCN acting as a creator is signed in as that creator, so its uploads are the
   * creator's), the item's creator when staff edit an item.
   */
  requireOwned(q: Database, ownerId: number, fields: readonly FileField[]): Promise<void>;
  /** Owners load their files; reviewers what they review (certification documents, videos, covers, albums). */
  mayRead(principal: Principal, file: FileRow): boolean;
  /** A signed path to the bytes, valid for `ttlMs`. */
  signedPath(id: string, ttlMs?: number): { url: string; expiresAt: Date };
  /** Whether a signed path's parts are genuine and unexpired. */
  verify(id: string, expires: string, signature: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesRepository;
  }
}

const SIGNED_TTL_MS = 10 * 60_000;

/** Who besides the owner may load a file of each purpose. */
const READERS: Record<FilePurpose, (principal: Principal) => boolean> = {
  certification: (p) => can(p, 'approval:review'),
  video: (p) => can(p, 'review:video'),
  cover: (p) => can(p, 'review:video') || can(p, 'review:album'),
  album: (p) => can(p, 'review:album'),
  export: () => false,
  invoice: (p) => can(p, 'finance:review'),
  contract: (p) => can(p, 'playlet:manage') || can(p, 'finance:review'),
  playlet: (p) => can(p, 'playlet:manage') || can(p, 'finance:review'),
  // Task covers and goods images are shown to every signed-in user (ad-tasks.md §7).
  ad: () => true,
  receipt: (p) => can(p, 'sem:manage'),
};

/** A PDF starts with its signature `%PDF-` (within the first 1 KiB, as readers accept). */
const isPdf = (head: Buffer) => head.subarray(0, 1024).includes('%PDF-');

export const storageKeyOf = (id: string, purpose: FilePurpose) => `files/${purpose}/${id.slice(0, 2)}/${id}`;

/**
 * `source` through `meter`, with an error of `source` (a dropped connection) passed on to it.
 * The meter may fail (413 on a chunked body, a dropped connection) before the storage's `pipeline`
 * attaches its listeners — an `'error'` nobody listens for would end the process. So it is heard
 * from the start; the failure stays on the destroyed meter, and the storage's `pipeline` rejects
 * with it. The source is only unpiped, not destroyed, so the server can still answer 413.
 */
export function metered<T extends Transform>(source: Readable, meter: T): T {
  source.once('error', (error) => meter.destroy(error));
  meter.once('error', () => {});
  return source.pipe(meter);
}

const toStoredFile = (row: Pick<FileRow, 'id' | 'name' | 'mime' | 'size'>): StoredFile => ({
  id: row.id,
  url: fileReference(row.id),
  name: row.name,
  mime: row.mime,
  size: row.size,
});

export default fp(
  async (app) => {
    const { db, storage } = app;
    const secret = app.config.fileUrlSecret;
    const sign = (id: string, expires: string) =>
      createHmac('sha256', secret).update(`${id}.${expires}`).digest('base64url');

    async function adopt(file: NewFile & { id: string; size: number; sha256: string; storageKey: string }) {
      const [row] = await db
        .insert(files)
        .values({
          id: file.id,
          ownerId: file.ownerId,
          purpose: file.purpose,
          name: file.name,
          mime: file.mime,
          size: file.size,
          sha256: file.sha256,
          storageKey: file.storageKey,
        })
        .returning();
      return toStoredFile(row!);
    }

    app.decorate('files', {
      async store(file, source, limit) {
        const id = randomUUID();
        const storageKey = storageKeyOf(id, file.purpose);
        const meter = new UploadMeter(limit.maxBytes, limit.sizeMessage, IMAGE_HEAD_BYTES);
        try {
          await storage.put(storageKey, metered(source, meter));
          if (meter.bytes === 0) throw new BadRequestError('文件为空');
          if (file.mime === 'application/pdf') {
            if (!isPdf(meter.firstBytes))
              throw new BadRequestError('文件内容与格式不符，请上传有效的 PDF 文件');
          } else if (!decodesAs(file.mime, meter.firstBytes)) {
            throw new BadRequestError('文件内容与格式不符，请上传有效的图片');
          }
          return await adopt({ ...file, id, size: meter.bytes, sha256: meter.digest(), storageKey });
        } catch (error) {
          await storage.remove(storageKey);
          throw error;
        }
      },
      adopt,
      async find(id) {
        const [row] = await db.select().from(files).where(eq(files.id, id));
        return row ?? null;
      },
      async requireOwned(q, ownerId, fields) {
        const ids = [...new Set(fields.flatMap((field) => fileIdOf(field.reference) ?? []))];
        const owned =
          ids.length === 0
            ? []
            : await q
                .select({ id: files.id, purpose: files.purpose })
                .from(files)
                .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId)))
                .for('key share');
        const byId = new Map(owned.map((row) => [row.id, row]));
        const issues: Issue[] = [];
        for (const { path, reference, purposes } of fields) {
          const id = fileIdOf(reference);
          const file = id === null ? undefined : byId.get(id);
          const message =
            id === null
              ? FILE_REFERENCE_INVALID
              : !file
                ? FILE_NOT_USABLE
                : purposes.includes(file.purpose)
                  ? null
                  : FILE_PURPOSE_MISMATCH;
          if (message) issues.push({ path, message });
        }
        if (issues.length > 0) throw new BadRequestError(issues[0]!.message, issues);
      },
      mayRead(principal, file) {
        return file.ownerId === principal.userId || READERS[file.purpose](principal);
      },
      signedPath(id, ttlMs = SIGNED_TTL_MS) {
        const expiresAt = new Date(Date.now() + ttlMs);
        const expires = String(Math.floor(expiresAt.getTime() / 1000));
        return { url: `/files/${id}?expires=${expires}&signature=${sign(id, expires)}`, expiresAt };
      },
      verify(id, expires, signature) {
        if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < Date.now()) return false;
        const expected = Buffer.from(sign(id, expires));
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    } satisfies FilesRepository);
  },
  { name: 'files-repository', dependencies: ['db', 'storage'] },
);
