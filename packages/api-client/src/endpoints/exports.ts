import type { endpoints, ExportJob, ExportRequest, QueryOf } from '@creator-console/contract';

export type { ExportJob, ExportRequest };
export type MyExportsQuery = QueryOf<typeof endpoints.myExports>;
