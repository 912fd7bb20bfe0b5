import { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
import { domains } from './endpoints/index.js';

type DomainFunction = (client: ApiClient, ...args: never[]) => unknown;
/** A domain module with the client argument already supplied. */
export type BoundDomain<M extends Record<string, DomainFunction>> = {
  [K in keyof M]: M[K] extends (client: ApiClient, ...args: infer A) => infer R ? (...args: A) => R : never;
};
export type Api = ApiClient & { [D in keyof typeof domains]: BoundDomain<(typeof domains)[D]> };

function bind<M extends Record<string, DomainFunction>>(client: ApiClient, domain: M): BoundDomain<M> {
  const entries = Object.entries(domain).map(([name, fn]) => [
    name,
    (...args: never[]) => fn(client, ...args),
  ]);
  return Object.fromEntries(entries) as BoundDomain<M>;
}

/**
 * A client with every domain bound to it: `api.session.login(payload)`. Convenient for an app that
 * uses most endpoints anyway; the standalone functions (`login(client, payload)`) tree-shake better.
 */
export function createApi(options: ApiClientOptions): Api {
  const client = createApiClient(options);
  const bound = Object.entries(domains).map(([name, domain]) => [name, bind(client, domain)]);
  return { ...client, ...Object.fromEntries(bound) } as Api;
}
