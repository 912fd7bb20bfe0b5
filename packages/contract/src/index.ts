export * from './endpoint.js';
export * from './wire.js';
export * from './roles.js';
export * from './crypto.js';
export * from './endpoints/index.js';
export * from './menu-catalogue.js';
export * from './validators/index.js';
export * from './permissions.js';
