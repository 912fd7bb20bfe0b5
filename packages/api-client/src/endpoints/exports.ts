import { endpoints, type ExportJob, type ExportRequest, type QueryOf } from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

export type { ExportJob, ExportRequest };
export type MyExportsQuery = QueryOf<typeof endpoints.myExports>;

/** Starts an xlsx export of a list with its current filter; it appears in `myExports` until done. */
export function createExport(
  client: ApiClient,
  request: ExportRequest,
  options?: RequestOptions,
): Promise<ExportJob> {
  return client.call(endpoints.createExport, { ...options, body: request });
}

/** The caller's exports, newest first: status, rows written, and the file once done. */
export function myExports(
  client: ApiClient,
  query: MyExportsQuery = {},
  options?: RequestOptions,
): Promise<{ data: ExportJob[]; total: number }> {
  return client.call(endpoints.myExports, { ...options, query });
}
