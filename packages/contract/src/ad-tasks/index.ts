export * from './reward.js';
export * from './phase.js';
export * from './topic-key.js';
