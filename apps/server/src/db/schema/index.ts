export * from './users.js';
export * from './roles.js';
export * from './sessions.js';
export * from './seed-steps.js';
