import {
  endpointExamples,
  endpoints,
  envelope,
  errorBody,
  isoDate,
  MAX_RANGE_DAYS,
  MESSAGE_TYPES,
  messageType,
  rangeEndDate,
  rangeStartDate,
  userBrief,
  type Endpoint,
  type EndpointExamples,
} from '@creator-console/contract';
import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';

/**
 * What /api/docs says about an endpoint beyond its zod schemas: its name, the statuses it really
 * answers, and the schemas it shares with others. The request and response schemas themselves are
 * the ones the server validates and serialises with (route.ts), turned into JSON Schema by zod.
 */

/**
 * Schemas the document names once, in `components.schemas` (those with an `id`), and references
 * everywhere else; the metadata is merged into the generated JSON Schema: a calendar day (its
 * pattern from the contract's `isoDate`) is also a `date`.
 */
export const documentRegistry = z.registry<{
  id?: string;
  description?: string;
  example?: unknown;
  format?: string;
  enum?: readonly number[];
  /** The longest range, in days with both ends included, a pair of range parameters may span. */
  'x-max-range-days'?: number;
}>();
documentRegistry.add(errorBody, {
  id: 'ErrorBody',
  description: 'Every error: a message for the user (zh-CN) and, for invalid input, one issue per field',
  example: { message: '请输入账号', issues: [{ path: ['email'], message: '请输入账号' }] },
});
documentRegistry.add(userBrief, { id: 'UserBrief', description: 'A short public view of another user' });
documentRegistry.add(isoDate, {
  id: 'CalendarDay',
  format: 'date',
  description:
    'A calendar day in the platform’s time zone (Asia/Shanghai), YYYY-MM-DD, from 1900 to 9999; it must exist',
});
// A bounded range (statistics): the limit a refinement of the query checks, said on both ends in
// words for a reader and as an extension a generator can read.
const rangeLimit = `at most ${MAX_RANGE_DAYS} days from start_date to end_date, both included`;
documentRegistry.add(rangeStartDate, {
  description: `First day of the range (YYYY-MM-DD, not after end_date); ${rangeLimit}`,
  'x-max-range-days': MAX_RANGE_DAYS,
});
documentRegistry.add(rangeEndDate, {
  description: `Last day of the range (YYYY-MM-DD); ${rangeLimit}`,
  'x-max-range-days': MAX_RANGE_DAYS,
});
// A number checked against the list by a refinement, which JSON Schema cannot show by itself.
documentRegistry.add(messageType, {
  id: 'MessageType',
  enum: Object.values(MESSAGE_TYPES),
  description: `Message type: ${Object.entries(MESSAGE_TYPES)
    .map(([name, value]) => `${value} ${name}`)
    .join(', ')}`,
});

const NAMES = new Map<Endpoint, string>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]),
);

/** The contract's name of an endpoint (`endpoints.myVideos` → `myVideos`): the operationId. */
export const operationIdOf = (endpoint: Endpoint): string | undefined => NAMES.get(endpoint);

/**
 * Operations that answer 207: a batch that did part of what was asked (the `data` says which items
 * were skipped and why). The three routes that return `withMessage(…, 207)`.
 */
const PARTIAL_SUCCESS = new Set([
  'bulkVideos',
  'decideReviewBatch',
  'decideAlbumBatch',
  'reviewFinanceWithdrawalBatch',
]);

/**
 * Operations whose handler can throw a `BusinessRuleError` (202 `{ message }`), by where it is
 * thrown; no other operation declares 202. A batch skips its refused items instead (207).
 */
export const REFUSING = new Set([
  // Money (money.md §8): the requests that move money declare 202 by being idempotent; these
  // refuse without moving any. modules/wallet: binding a payout account; modules/finance: freezing.
  'bindPayoutAccount',
  'freezeFinanceAccount',
  // modules/playlet: the states of dramas, contracts and statements (§8.4)
  'createPlayletDrama',
  'updatePlayletDrama',
  'playletLegalDecision',
  'createPlayletContract',
  'updatePlayletContract',
  'activatePlayletContract',
  'terminatePlayletContract',
  'createPlayletPartner',
  'createPlayletStatement',
  'updatePlayletStatement',
  'submitPlayletStatement',
  // plugins/app/credentials.ts: wrong account or password, a disabled account
  'login',
  'phoneLogin',
  // modules/sensitive/routes.ts: a reveal without a fresh confirmation
  'revealSensitive',
  // modules/mcn/repository.ts: invitation rules; acting as a disabled creator
  'createInvite',
  'handleInvite',
  'myUserToken',
  // modules/certification/repository.ts: one pending application per type, decided once
  'applyCertification',
  'updateCertification',
  'approveCertification',
  // modules/exports/repository.ts: an export that would be too large
  'createExport',
  // modules/uploads/repository.ts: the upload is complete, cancelled, full or of another size
  'createUpload',
  'putUploadChunk',
  'completeUpload',
  'cancelUpload',
  // modules/videos|albums/repository.ts: only drafts and rejected items are editable;
  // review-queue/own-items.ts: items in review cannot be deleted
  'updateVideo',
  'deleteVideo',
  'updateAlbum',
  'deleteAlbum',
  // review-queue/queue.ts: decided already, locked by another reviewer, or not claimed
  'decideReviewItem',
  'decideAlbumItem',
  // modules/review/repository.ts: already on the whitelist
  'addToWhitelist',
]);

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * The responses of an endpoint, one named entry per status it can answer:
 * - 200 `{ data, message? }`; 207 for the batches above;
 * - 202 a refusal by a business rule (`BusinessRuleError`) where one can be thrown (`REFUSING`);
 * - 400 invalid input, with `issues`, where there is input (params, query, body);
 * - 401 without a live session, 403 without the permission, unless the endpoint is public;
 * - 404 where the path names an object; 413/415 for raw-byte uploads; 429 where a rate limit applies
 *   (every session-checked route: the failed-token limit).
 */
export function responsesOf(endpoint: Endpoint, config: FastifyContextConfig | undefined, throttled = false) {
  const name = operationIdOf(endpoint) ?? '';
  const data = envelope(endpoint.response);
  const responses: Record<number, ReturnType<typeof json>> = { 200: json('OK', data) };
  if (PARTIAL_SUCCESS.has(name)) responses[207] = json('Done in part: the skipped items and why', data);
  if (REFUSING.has(name) || endpoint.idempotent) {
    responses[202] = json('Refused by a business rule: `message` says why', errorBody);
  }
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload || endpoint.idempotent) {
    responses[400] = json('Invalid input: the first problem in `message`, all in `issues`', errorBody);
  }
  if (endpoint.idempotent) {
    responses[422] = json('The Idempotency-Key was used for another request', errorBody);
  }
  if (endpoint.access !== 'public') {
    responses[401] = json('No live session: sign in again', errorBody);
    if (typeof endpoint.access === 'object')
      responses[403] = json('The caller lacks the permission', errorBody);
  }
  if (endpoint.params) responses[404] = json('No such object (or not the caller’s)', errorBody);
  if (endpoint.upload) {
    responses[413] = json(endpoint.upload.sizeMessage, errorBody);
    responses[415] = json(endpoint.upload.typeMessage, errorBody);
  }
  // A session-checked route refuses an address whose tokens failed too often (plugins/app/authorization.ts).
  const limited = (config && 'rateLimit' in config && config.rateLimit) || throttled;
  if (limited || endpoint.access !== 'public') {
    responses[429] = json('Too many requests: wait for `Retry-After` seconds', errorBody);
  }
  return responses;
}

/**
 * Create → read → change → delete: the id a create answers (`data.id`) is the `{id}` of the
 * operations that follow it. Written into the create's 200 response as OpenAPI links.
 */
const FLOWS: Record<string, readonly string[]> = {
  createVideo: ['myVideoDetail', 'updateVideo', 'deleteVideo'],
  createAlbum: ['myAlbumDetail', 'updateAlbum', 'deleteAlbum'],
  createUpload: ['uploadState', 'putUploadChunk', 'completeUpload', 'cancelUpload'],
  uploadImage: ['fileAddress'],
};

type Body = { content?: Record<string, { example?: unknown }> };
type Operation = {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, Body & { links?: Record<string, unknown> }>;
};
type Paths = Record<string, Record<string, Operation>>;

/** OpenAPI's view of a Fastify path: `/api/a/:id` → `/api/a/{id}`. */
const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * What the zod schemas cannot say, added to the generated document: the raw-byte request bodies of
 * the upload endpoints (their rule's media types and size), the contract's examples of request
 * bodies and answers, the links of the flows above, and the signed file download, which is not a
 * contract endpoint (no session, a signature in the query).
 */
export function completeDocument<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Paths;
  const operations = new Map<string, Operation>();
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId) operations.set(operation.operationId, operation);
    }
  }
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const operation = operations.get(name);
    if (!operation || !endpoint.upload) continue;
    const schema = { type: 'string', format: 'binary', maxLength: endpoint.upload.maxBytes };
    operation.requestBody = {
      required: true,
      description: `Raw bytes, at most ${endpoint.upload.maxBytes} bytes`,
      content: Object.fromEntries(endpoint.upload.mediaTypes.map((type) => [type, { schema }])),
    };
  }
  for (const [name, example] of Object.entries(endpointExamples as EndpointExamples)) {
    const operation = operations.get(name);
    const body = (operation?.requestBody as Body | undefined)?.content?.['application/json'];
    if (body && example.body !== undefined) body.example = example.body;
    const ok = operation?.responses?.['200']?.content?.['application/json'];
    if (ok && example.response !== undefined) ok.example = { data: example.response };
  }
  for (const [from, targets] of Object.entries(FLOWS)) {
    const ok = operations.get(from)?.responses?.['200'];
    if (!ok) continue;
    ok.links = Object.fromEntries(
      targets
        .filter((target) => operations.has(target))
        .map((target) => [target, { operationId: target, parameters: { id: '$response.body#/data/id' } }]),
    );
  }
  (paths as Record<string, unknown>)[documentPath('/api/files/:id')] = { get: signedDownload };
  return { ...document, paths };
}

const bytes = { type: 'string', format: 'binary' };
const errorJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** GET /api/files/{id} (modules/files/signed-routes.ts): the address `fileAddress` hands out. */
const signedDownload = {
  operationId: 'signedFile',
  summary: 'The bytes of a stored file at its signed address (from fileAddress); byte ranges for seeking',
  tags: ['files'],
  parameters: [
    { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    { name: 'expires', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
    { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
    {
      name: 'Range',
      in: 'header',
      required: false,
      description: 'One range: bytes=a-b, bytes=a- or bytes=-n',
      schema: { type: 'string', pattern: '^bytes=\\d*-\\d*$' },
    },
  ],
  responses: {
    200: {
      description: 'The whole file, with its stored media type',
      headers: { 'Accept-Ranges': { schema: { type: 'string', enum: ['bytes'] } } },
      content: { '*/*': { schema: bytes } },
    },
    206: {
      description: 'The requested range',
      headers: { 'Content-Range': { schema: { type: 'string' } } },
      content: { '*/*': { schema: bytes } },
    },
    302: {
      description:
        'With S3 storage (STORAGE=s3): a presigned address of the object in the store, valid as long as this one; the store answers the bytes and ranges',
      headers: { Location: { schema: { type: 'string', format: 'uri' } } },
    },
    403: errorJson('The address is invalid or has expired'),
    404: errorJson('No such file'),
    416: errorJson('The range lies outside the file'),
  },
};
