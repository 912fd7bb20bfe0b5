import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { timestamp } from './common.js';

/**
 * Platform documents (admin.md §6.8): the user convention (/doc/index), the user agreement
 * (/agreement) and the convention's appendices, each a series of versions
 * draft → scheduled → published → archived with exactly one published at a time.
 */
export const DOCUMENT_PLACEMENTS = ['convention', 'agreement', 'appendix'] as const;
export type DocumentPlacement = (typeof DOCUMENT_PLACEMENTS)[number];

export const DOCUMENT_VERSION_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type DocumentVersionStatus = (typeof DOCUMENT_VERSION_STATUSES)[number];

/** The key of an appendix (its address: `/doc/index?doc=<key>`). */
export const DOCUMENT_KEY_PATTERN = /^[a-z][a-z0-9-]{2,31}$/;
export const MAX_DOCUMENT_TITLE = 50;
export const MAX_DOCUMENT_BODY = 50_000;
export const MAX_CHANGE_NOTE = 200;
/** A scheduled version takes effect at least this long after it is scheduled… */
export const MIN_SCHEDULE_LEAD_MS = 5 * 60_000;
/** …and at most this long after. */
export const MAX_SCHEDULE_LEAD_MS = 90 * 86_400_000;

/** What the server answers for a body the Markdown subset does not allow (checked with the parser). */
export const DOCUMENT_BODY_MESSAGES = {
  html: '正文不支持 HTML 标签',
  link: '链接须以 https:// 或 / 开头',
} as const;

/** A link a document may carry: an https address or a console path. */
export const isAllowedDocumentLink = (url: string) => /^https:\/\//i.test(url) || /^\/(?!\/)/.test(url);

const documentKey = z.string().max(64, '文档不存在');
const keyParams = z.object({ key: documentKey });
const versionParams = z.object({
  key: documentKey,
  version: z.coerce
    .number<number | string>({ error: '版本不存在' })
    .int('版本不存在')
    .positive('版本不存在')
    .max(1_000_000, '版本不存在'),
});

/** A published document as a reader sees it. */
export const documentView = z.object({
  key: z.string(),
  title: z.string(),
  placement: z.enum(DOCUMENT_PLACEMENTS),
  version: z.number().int(),
  /** When this version took effect (its publishing time when it was published at once). */
  effective_at: timestamp,
  body: z.string(),
  change_note: z.string(),
  /** The convention's appendices (published ones), in order. */
  appendices: z.array(z.object({ key: z.string(), title: z.string() })).optional(),
});
export type DocumentView = z.infer<typeof documentView>;

/** The public user agreement. Answers with `ETag` = the body's SHA-256 in quotes; 304 on a match. */
export const agreementDocument = defineEndpoint({
  method: 'GET',
  path: '/api/documents/agreement',
  summary: 'The published user agreement (public, cacheable, ETag = body SHA-256)',
  tag: 'documents',
  access: 'public',
  response: documentView,
});

export const documentDetail = defineEndpoint({
  method: 'GET',
  path: '/api/documents/{key}',
  summary: 'A published document (the convention with its appendices, or an appendix)',
  tag: 'documents',
  access: 'session',
  params: keyParams,
  response: documentView,
});

export const documentHistoryEntry = z.object({
  version: z.number().int(),
  title: z.string(),
  effective_at: timestamp,
  change_note: z.string(),
  current: z.boolean(),
});
export type DocumentHistoryEntry = z.infer<typeof documentHistoryEntry>;

export const documentHistory = defineEndpoint({
  method: 'GET',
  path: '/api/documents/{key}/history',
  summary: "A document's published versions, newest first",
  tag: 'documents',
  access: 'session',
  params: keyParams,
  response: z.array(documentHistoryEntry),
});

export const documentVersionDetail = defineEndpoint({
  method: 'GET',
  path: '/api/documents/{key}/versions/{version}',
  summary: 'One version of a document that has been published (current or archived)',
  tag: 'documents',
  access: 'session',
  params: versionParams,
  response: documentView,
});

/** A document in the staff list: its current version, draft and scheduled one. */
export const adminDocument = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  placement: z.enum(DOCUMENT_PLACEMENTS),
  current: z.object({ version: z.number().int(), effective_at: timestamp }).nullable(),
  draft: z
    .object({ version: z.number().int(), revision: z.number().int(), updated_at: timestamp })
    .nullable(),
  scheduled: z.object({ version: z.number().int(), effective_at: timestamp }).nullable(),
});
export type AdminDocument = z.infer<typeof adminDocument>;

export const adminDocuments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/documents',
  summary: 'Every document with its current, draft and scheduled versions',
  tag: 'documents',
  access: needs('document:manage'),
  response: z.array(adminDocument),
});

const titleField = z
  .string({ error: '请填写文档标题' })
  .trim()
  .min(1, '请填写文档标题')
  .max(MAX_DOCUMENT_TITLE, `文档标题不能超过 ${MAX_DOCUMENT_TITLE} 字`);

export const createDocument = defineEndpoint({
  method: 'POST',
  path: '/api/admin/documents',
  summary: 'Add an appendix of the convention (its first version is a draft made next)',
  tag: 'documents',
  access: needs('document:manage'),
  body: z.object({
    key: z.string({ error: '文档标识格式不正确' }).trim().regex(DOCUMENT_KEY_PATTERN, '文档标识格式不正确'),
    title: titleField,
  }),
  response: adminDocument,
});

/** A version as the staff editor sees it, body included. */
export const adminDocumentVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  body_sha256: z.string(),
  change_note: z.string(),
  status: z.enum(DOCUMENT_VERSION_STATUSES),
  effective_at: timestamp.nullable(),
  published_at: timestamp.nullable(),
  published_by: z.string().nullable(),
  notify: z.boolean(),
  revision: z.number().int(),
  /** 字数: characters of the body. */
  words: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminDocumentVersion = z.infer<typeof adminDocumentVersion>;

export const adminDocumentVersions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/documents/{key}/versions',
  summary: "A document's versions, newest first",
  tag: 'documents',
  access: needs('document:manage'),
  params: keyParams,
  response: z.object({ document: adminDocument, versions: z.array(adminDocumentVersion) }),
});

const bodyField = z
  .string({ error: '请填写正文' })
  .min(1, '请填写正文')
  .refine((body) => body.trim().length > 0, '请填写正文')
  .refine((body) => body.length <= MAX_DOCUMENT_BODY, `正文不能超过 ${MAX_DOCUMENT_BODY} 字`);
const changeNoteField = z
  .string()
  .trim()
  .max(MAX_CHANGE_NOTE, `更新说明不能超过 ${MAX_CHANGE_NOTE} 字`)
  .default('');

export const versionInput = z.object({
  title: titleField,
  body: bodyField,
  change_note: changeNoteField,
});
export type VersionInput = z.input<typeof versionInput>;

export const createDocumentVersion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/documents/{key}/versions',
  summary: 'Start the draft of the next version (one draft per document)',
  tag: 'documents',
  access: needs('document:manage'),
  params: keyParams,
  body: versionInput.extend({
    /** The version it was made from (以此为基础新建草稿), for the log. */
    base_version: z.number().int().positive().optional(),
  }),
  response: adminDocumentVersion,
});

const revisionField = z.number({ error: '请刷新后重试' }).int('请刷新后重试').positive('请刷新后重试');

export const updateDocumentVersion = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/documents/{key}/versions/{version}',
  summary: 'Save a draft (autosave); a stale revision is refused',
  tag: 'documents',
  access: needs('document:manage'),
  params: versionParams,
  body: versionInput.extend({ revision: revisionField }),
  response: adminDocumentVersion,
});

export const publishDocumentVersion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/documents/{key}/versions/{version}/publish',
  summary: 'Publish a draft now, or schedule it (5 minutes to 90 days ahead)',
  tag: 'documents',
  access: needs('document:manage'),
  params: versionParams,
  body: z.object({
    effective_at: z.iso.datetime({ offset: true, error: '生效时间格式不正确' }).nullable().default(null),
    notify: z.boolean().default(false),
    revision: revisionField,
  }),
  response: adminDocumentVersion,
});

export const cancelDocumentVersion = defineEndpoint({
  method: 'POST',
  path: '/api/admin/documents/{key}/versions/{version}/cancel',
  summary: 'Take a scheduled version back to draft',
  tag: 'documents',
  access: needs('document:manage'),
  params: versionParams,
  response: adminDocumentVersion,
});

export const deleteDocumentVersion = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/documents/{key}/versions/{version}',
  summary: 'Discard a draft',
  tag: 'documents',
  access: needs('document:manage'),
  params: versionParams,
  response: z.null(),
});
