import {
  endpoints,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type ResponseOf,
} from '@creator-console/contract';
import { createApiClient, type ApiClient, type ApiClientOptions, type CallArgs } from './client.js';
import { applyCertification, approveCertification, updateCertification } from './endpoints/certification.js';
import { uploadImage } from './endpoints/files.js';
import { createInvite, handleInvite } from './endpoints/mcn.js';
import { revealSensitive } from './endpoints/sensitive.js';
import { login } from './endpoints/session.js';
import { createTracker, trackEvent, type Tracker, type TrackingOptions } from './endpoints/tracking.js';

/**
 * The endpoints whose call does more than send its input (spec §5, §7, §8), by the contract's name
 * of the endpoint: `createApi` binds these functions in place of the plain call. Each is
 * `(client, input, options?)`.
 */
const flows = {
  login,
  createInvite,
  handleInvite,
  applyCertification,
  updateCertification,
  approveCertification,
  revealSensitive,
  uploadImage,
  track: trackEvent,
} satisfies { [N in EndpointName]?: (client: ApiClient, input: never, options?: never) => unknown };
type Flows = typeof flows;

/** The flows that report their outcome when the api tracks (login, invites, certification submit and approval). */
const trackedFlows: ReadonlySet<keyof Flows> = new Set([
  'login',
  'createInvite',
  'handleInvite',
  'applyCertification',
  'updateCertification',
  'approveCertification',
]);

/** `album-review` → `albumReview`: a contract tag as a property name. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
const camel = (tag: string) => tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

type TagOf<E> = E extends { tag: infer Tag extends string } ? Tag : never;
/** The domains of the api: the contract's endpoint tags. */
export type DomainName = Camel<TagOf<Endpoints[EndpointName]>>;
type NamesIn<D extends string> = {
  [N in EndpointName]: Camel<TagOf<Endpoints[N]>> extends D ? N : never;
}[EndpointName];

/** A flow or a plain call, with the client already supplied. */
type Bound<N extends EndpointName> = N extends keyof Flows
  ? Flows[N] extends (client: ApiClient, ...args: infer A) => infer R
    ? (...args: A) => R
    : never
  : (...args: CallArgs<Endpoints[N]>) => Promise<ResponseOf<Endpoints[N]>>;

/** Every endpoint of the contract, grouped by its tag: `api.mcn.myBloggers({ query: { page: 1 } })`. */
export type Api = ApiClient & { [D in DomainName]: { [N in NamesIn<D>]: Bound<N> } };

export interface CreateApiOptions extends ApiClientOptions {
  /**
   * Report the tracked flows (login, invites, certification submit and approval) through the bound
   * functions: `true` sends the events with this api's own client, a `Tracker` (e.g. over a client
   * without `onProgress`) sends them its way. Off by default; the standalone flows take a
   * `tracker` option instead.
   */
  tracking?: boolean | Tracker;
}

type AnyFlow = (client: ApiClient, input: unknown, options?: TrackingOptions) => unknown;

/**
 * A client with every endpoint of the contract bound to it, grouped by the endpoint's tag
 * (`api.albumReview.claimAlbumBatch`, `api.mcn.myBloggers`): nothing is listed here, so a new
 * endpoint of the contract is there at once. A plain endpoint takes what `client.call` takes
 * (`{ params, query, body, ...options }`); the flows take their own input.
 */
export function createApi({ tracking = false, ...options }: CreateApiOptions): Api {
  const client = createApiClient(options);
  const tracker = tracking === true ? createTracker(client) : tracking || undefined;
  const api: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[EndpointName, Endpoint]>) {
    const domain = (api[camel(endpoint.tag)] ??= {});
    const flow = (flows as Partial<Record<EndpointName, AnyFlow>>)[name];
    domain[name] = !flow
      ? (input?: object) => client.call(endpoint, input as never)
      : tracker && trackedFlows.has(name as keyof Flows)
        ? (input: unknown, flowOptions?: TrackingOptions) => flow(client, input, { tracker, ...flowOptions })
        : (input: unknown, flowOptions?: object) => flow(client, input, flowOptions);
  }
  return { ...client, ...api } as Api;
}
