import { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
import { domains } from './endpoints/index.js';
import { createTracker, type Tracker, type TrackingOptions } from './endpoints/tracking.js';

type DomainFunction = (client: ApiClient, ...args: never[]) => unknown;
type DomainName = keyof typeof domains;
/** A domain module with the client argument already supplied. */
export type BoundDomain<M extends Record<string, DomainFunction>> = {
  [K in keyof M]: M[K] extends (client: ApiClient, ...args: infer A) => infer R ? (...args: A) => R : never;
};
export type Api = ApiClient & { [D in DomainName]: BoundDomain<(typeof domains)[D]> };

export interface CreateApiOptions extends ApiClientOptions {
  /**
   * Report the tracked flows (login, invites, certification submit and approval) through the bound
   * functions: `true` sends the events with this api's own client, a `Tracker` (e.g. over a client
   * without `onProgress`) sends them its way. Off by default; the standalone functions take a
   * `tracker` option instead.
   */
  tracking?: boolean | Tracker;
}

/** The flows that report an event when their options carry a tracker; each is `(client, input, options)`. */
const trackedFlows: { [D in DomainName]?: ReadonlyArray<keyof (typeof domains)[D]> } = {
  session: ['login'],
  mcn: ['createInvite', 'handleInvite'],
  certification: ['applyCertification', 'updateCertification', 'approveCertification'],
};

type TrackedFlow = (client: ApiClient, input: unknown, options?: TrackingOptions) => unknown;

function bind<M extends Record<string, DomainFunction>>(
  client: ApiClient,
  domain: M,
  tracked: readonly PropertyKey[] = [],
  tracker?: Tracker,
): BoundDomain<M> {
  const entries = Object.entries(domain).map(([name, fn]) => [
    name,
    tracker && tracked.includes(name)
      ? (input: unknown, options?: TrackingOptions) =>
          (fn as TrackedFlow)(client, input, { tracker, ...options })
      : (...args: never[]) => fn(client, ...args),
  ]);
  return Object.fromEntries(entries) as BoundDomain<M>;
}

/**
 * A client with every domain bound to it: `api.mcn.myBloggers({ page: 1 })`. Convenient for an app
 * that uses most endpoints anyway; the standalone functions (`myBloggers(client, query)`)
 * tree-shake better.
 */
export function createApi({ tracking = false, ...options }: CreateApiOptions): Api {
  const client = createApiClient(options);
  const tracker = tracking === true ? createTracker(client) : tracking || undefined;
  const bound = Object.entries(domains).map(([name, domain]) => [
    name,
    bind(client, domain, trackedFlows[name as DomainName], tracker),
  ]);
  return { ...client, ...Object.fromEntries(bound) } as Api;
}
