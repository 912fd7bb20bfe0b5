export * from './constants.js';
export * from './policy.js';
export * from './routes.js';
export * from './session-store.js';
export * from './session.js';
export * from './switch-account.js';
