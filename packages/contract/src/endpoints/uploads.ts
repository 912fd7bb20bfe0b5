import { z } from 'zod';
import { defineEndpoint, type UploadRule } from '../endpoint.js';
import { binaryBody, IMAGE_UPLOAD, storedFile } from './files.js';

/**
 * Resumable uploads of large files (videos), in chunks: create a session, PUT its chunks in order
 * (`offset` = the bytes the server already holds), then complete it into a stored file. A client
 * that lost its connection or was reloaded asks for the session and continues from `received`.
 */

/** The media types a video may be uploaded as (MP4, MOV, WebM, MKV). */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'] as const;
export const MAX_VIDEO_BYTES = 4 * 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
/** The chunk size the server asks for by default (it tells the client in every session answer). */
export const UPLOAD_CHUNK_BYTES = 8 * MIB;
/**
 * The chunk sizes a client may ask for when it starts an upload (the upload tool's 分片大小). Each
 * chunk but the last is a part of an S3 multipart upload, which S3 refuses under 5 MiB: no 1 or 4.
 */
export const UPLOAD_CHUNK_SIZES = [8 * MIB, 16 * MIB] as const;
/** The largest chunk any session takes (the chunk endpoint's body limit). */
export const MAX_UPLOAD_CHUNK_BYTES = 16 * MIB;
/** A chunk over its session's chunk size: `分片不能超过 8 MB` for the default. */
export const chunkTooLarge = (chunkSize: number) => `分片不能超过 ${chunkSize / MIB} MB`;
/** The purposes a resumable upload may be for (the images too, as the upload tool sends them). */
export const UPLOAD_PURPOSES = ['video', 'cover', 'album', 'certification'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The rule of a video file as a whole, for clients that check a file before starting. */
export const VIDEO_UPLOAD = {
  mediaTypes: VIDEO_TYPES,
  maxBytes: MAX_VIDEO_BYTES,
  typeMessage: '仅支持 MP4、MOV、WebM、MKV 格式的视频',
  sizeMessage: '视频不能超过 4 GB',
} as const satisfies UploadRule;

/** Each purpose's own rule: a video's, or the single-image upload's for the image purposes. */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  video: VIDEO_UPLOAD,
  cover: IMAGE_UPLOAD,
  album: IMAGE_UPLOAD,
  certification: IMAGE_UPLOAD,
};

/** The rule of one chunk's raw body. */
export const UPLOAD_CHUNK = {
  mediaTypes: ['application/octet-stream'],
  maxBytes: MAX_UPLOAD_CHUNK_BYTES,
  typeMessage: '分片须以 application/octet-stream 发送',
  // A body within this limit but over its session's chunk size gets `chunkTooLarge(chunk_size)`.
  sizeMessage: chunkTooLarge(MAX_UPLOAD_CHUNK_BYTES),
} as const satisfies UploadRule;

/**
 * The refusals of a chunk that mean its bytes were damaged or cut on the way: the client sends the
 * same chunk again (every other 4xx is final).
 */
export const CHUNK_RESEND_MESSAGES = {
  checksum: '分片校验失败，请重新发送',
  incomplete: '分片不完整，请重新发送',
} as const;

export const UPLOAD_STATUSES = ['uploading', 'complete', 'cancelled'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

const sha256Hex = z
  .string({ error: '校验值格式不正确' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, '校验值格式不正确');

export const uploadIdParam = z.object({ id: z.uuid({ error: '上传 id 无效' }) });

/** The file as a whole: type and size by its purpose's rule (a video's unless it names another). */
export const uploadInput = z
  .object({
    name: z.string({ error: '请填写文件名' }).trim().min(1, '请填写文件名').max(200, '文件名不能超过 200 字'),
    size: z
      .number({ error: '文件大小无效' })
      .int('文件大小无效')
      .min(1, '文件为空')
      .max(VIDEO_UPLOAD.maxBytes, VIDEO_UPLOAD.sizeMessage),
    mime: z.string({ error: VIDEO_UPLOAD.typeMessage }).max(100, VIDEO_UPLOAD.typeMessage),
    purpose: z.enum(UPLOAD_PURPOSES, { error: '文件用途无效' }).default('video'),
    /** Bytes per chunk: 1, 4, 8 (default) or 16 MiB. */
    chunk_size: z
      .number({ error: '分片大小须为 8 或 16 MiB' })
      .refine(
        (value) => (UPLOAD_CHUNK_SIZES as readonly number[]).includes(value),
        '分片大小须为 8 或 16 MiB',
      )
      .default(UPLOAD_CHUNK_BYTES),
  })
  .superRefine((input, ctx) => {
    const rule = UPLOAD_RULES[input.purpose];
    if (!rule.mediaTypes.includes(input.mime)) {
      ctx.addIssue({ code: 'custom', path: ['mime'], message: rule.typeMessage });
    }
    if (input.size > rule.maxBytes) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: rule.sizeMessage });
    }
  });
export type UploadInput = z.input<typeof uploadInput>;

/** An upload session: what the server holds of it. */
export const uploadSession = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Send chunks of this many bytes (the last one may be shorter). */
  chunk_size: z.number().int(),
  /** Bytes stored and verified so far: the offset of the next chunk. */
  received: z.number().int(),
  status: z.enum(UPLOAD_STATUSES),
  /** The stored file once complete. */
  file: storedFile.nullable(),
});
export type UploadSession = z.infer<typeof uploadSession>;

export const createUpload = defineEndpoint({
  method: 'POST',
  path: '/api/uploads',
  summary: 'Start a resumable upload (a video: MP4, MOV, WebM or MKV, at most 4 GB); answers the chunk size',
  tag: 'uploads',
  access: 'session',
  body: uploadInput,
  response: uploadSession,
});

export const uploadState = defineEndpoint({
  method: 'GET',
  path: '/api/uploads/{id}',
  summary: 'An upload session of the caller: how many bytes are stored (resume from `received`)',
  tag: 'uploads',
  access: 'session',
  params: uploadIdParam,
  response: uploadSession,
});

export const putUploadChunk = defineEndpoint({
  method: 'PUT',
  path: '/api/uploads/{id}/chunks',
  summary:
    'Store one chunk (raw application/octet-stream body) at `offset`, which must equal `received` (else 409); ' +
    'an optional SHA-256 (query or X-Chunk-SHA256) is checked on arrival',
  tag: 'uploads',
  access: 'session',
  params: uploadIdParam,
  query: z.object({
    offset: z.coerce
      .number({ error: '分片位置无效' })
      .int('分片位置无效')
      .min(0, '分片位置无效')
      .max(MAX_VIDEO_BYTES, '分片位置无效'),
    sha256: sha256Hex.optional(),
  }),
  body: binaryBody,
  upload: UPLOAD_CHUNK,
  response: uploadSession,
});

export const completeUpload = defineEndpoint({
  method: 'POST',
  path: '/api/uploads/{id}/complete',
  summary:
    'Assemble an upload whose bytes are all stored: checks the size and, when given, the whole-file SHA-256; ' +
    'answers the stored file (its `url` is the `/api/files/<id>` reference)',
  tag: 'uploads',
  access: 'session',
  params: uploadIdParam,
  body: z.object({ sha256: sha256Hex.optional() }),
  response: storedFile,
});

export const cancelUpload = defineEndpoint({
  method: 'DELETE',
  path: '/api/uploads/{id}',
  summary: 'Cancel an upload in progress and remove its bytes',
  tag: 'uploads',
  access: 'session',
  params: uploadIdParam,
  response: z.object({ id: z.string() }),
});
