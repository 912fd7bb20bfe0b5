import { z } from 'zod';
import { defineEndpoint, type UploadRule } from '../endpoint.js';

/** What a stored file is for; it decides who besides its owner may load it. */
export const FILE_PURPOSES = ['certification', 'cover', 'album', 'video', 'export'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The purposes a user may upload a single image for. */
export const IMAGE_PURPOSES = ['certification', 'cover', 'album'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A stored file is referenced as `/api/files/<id>` in other records (a certification's documents,
 * a video's cover). `GET /api/files/{id}/url` turns a reference into a short-lived signed address.
 */
export const fileReference = (id: string) => `/api/files/${id}`;
const REFERENCE = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The file id of a reference, or null when the string is not one. */
export const fileIdOf = (reference: string): string | null => REFERENCE.exec(reference)?.[1] ?? null;

/**
 * Raw bytes as a client sends them. The server never parses this as JSON: endpoints with an
 * `upload` rule read the body as a stream.
 */
export const binaryBody = z.custom<Blob | ArrayBuffer | ArrayBufferView>();

export const fileIdParam = z.object({ id: z.uuid({ error: '文件 id 无效' }) });

export const storedFile = z.object({
  id: z.string(),
  /** The reference to store in other records. */
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** The rule of `uploadImage`, for clients that check a file before sending it. */
export const IMAGE_UPLOAD = {
  mediaTypes: IMAGE_TYPES,
  maxBytes: MAX_IMAGE_BYTES,
  typeMessage: '仅支持 JPG、PNG、WebP 格式的图片',
  sizeMessage: '图片不能超过 5 MB',
} as const satisfies UploadRule;

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/api/files',
  summary: 'Upload one image (JPG, PNG or WebP, at most 5 MB) as the raw request body',
  tag: 'files',
  access: 'session',
  query: z.object({
    purpose: z.enum(IMAGE_PURPOSES, { error: '文件用途无效' }),
    /** The file's own name, for downloads. */
    name: z.string().trim().max(100, '文件名不能超过 100 字').optional(),
  }),
  body: binaryBody,
  upload: IMAGE_UPLOAD,
  response: storedFile,
});

export const fileAddress = defineEndpoint({
  method: 'GET',
  path: '/api/files/{id}/url',
  summary:
    'A signed address for a stored file, valid for a few minutes: owners, and reviewers for what they review',
  tag: 'files',
  access: 'session',
  params: fileIdParam,
  response: z.object({ url: z.string(), expires_at: z.string() }),
});
