// Every table, for drizzle-kit (drizzle.config.ts) and the queries: the shared tables live here,
// each domain's in its module (src/modules/<domain>/schema.ts).
export * from './users.js';
export * from './roles.js';
export * from './sessions.js';
export * from './seed-steps.js';
export * from './throttles.js';
export * from '../../modules/statistics/schema.js';
export * from '../../modules/messages/schema.js';
export * from '../../modules/mcn/schema.js';
export * from '../../modules/certification/schema.js';
export * from '../../modules/sensitive/schema.js';
export * from '../../modules/tracking/schema.js';
export * from '../../modules/files/schema.js';
export * from '../../modules/uploads/schema.js';
export * from '../../modules/videos/schema.js';
export * from '../../modules/review/schema.js';
export * from '../../modules/operation-log/schema.js';
export * from '../../modules/exports/schema.js';
export * from '../../modules/albums/schema.js';
export * from '../../modules/user-groups/schema.js';
export * from '../../modules/channels/schema.js';
export * from '../../modules/announcements/schema.js';
export * from '../../modules/documents/schema.js';
export * from '../../modules/ledger/schema.js';
export * from '../../modules/withdrawals/schema.js';
export * from '../../modules/playlet/schema.js';
export * from '../../modules/ad-tasks/schema.js';
