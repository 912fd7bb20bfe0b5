import { z } from 'zod';
import { defineEndpoint, type UploadRule } from '../endpoint.js';

/** What a stored file is for; it decides who besides its owner may load it. */
export const FILE_PURPOSES = [
  'certification',
  'cover',
  'album',
  'video',
  'export',
  'invoice',
  'contract',
  'playlet',
  'ad',
  'receipt',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** The purposes a user may upload a single image for. */
export const IMAGE_PURPOSES = ['certification', 'cover', 'album', 'ad', 'receipt'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The purposes of documents, which may be PDF as well as images (money.md §5): invoices of company
 * withdrawals, signed short-drama contracts, a drama's rights materials.
 */
export const DOCUMENT_PURPOSES = ['invoice', 'contract', 'playlet'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What `POST /api/files` takes a file for. */
export const FILE_UPLOAD_PURPOSES = [...IMAGE_PURPOSES, ...DOCUMENT_PURPOSES] as const;
export type FileUploadPurpose = (typeof FILE_UPLOAD_PURPOSES)[number];

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

/** The rule of the document purposes. */
export const DOCUMENT_UPLOAD = {
  mediaTypes: DOCUMENT_TYPES,
  maxBytes: MAX_DOCUMENT_BYTES,
  typeMessage: '仅支持 JPG、PNG、WebP、PDF 格式的文件',
  sizeMessage: '文件不能超过 10 MB',
} as const satisfies UploadRule;

/** Each purpose's rule: what a client checks before sending and the server checks on arrival. */
export const FILE_UPLOAD_RULES: Record<FileUploadPurpose, UploadRule> = {
  certification: IMAGE_UPLOAD,
  cover: IMAGE_UPLOAD,
  album: IMAGE_UPLOAD,
  ad: IMAGE_UPLOAD,
  receipt: IMAGE_UPLOAD,
  invoice: DOCUMENT_UPLOAD,
  contract: DOCUMENT_UPLOAD,
  playlet: DOCUMENT_UPLOAD,
};

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/api/files',
  summary:
    'Upload one file as the raw request body: an image (JPG, PNG or WebP, at most 5 MB) for certification, cover, album, ad and receipt; an image or a PDF (at most 10 MB) for invoice, contract and playlet',
  tag: 'files',
  access: 'session',
  query: z.object({
    purpose: z.enum(FILE_UPLOAD_PURPOSES, { error: '文件用途无效' }),
    /** The file's own name, for downloads. */
    name: z.string().trim().max(100, '文件名不能超过 100 字').optional(),
  }),
  body: binaryBody,
  upload: { ...DOCUMENT_UPLOAD, byQuery: { param: 'purpose', rules: FILE_UPLOAD_RULES } },
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
