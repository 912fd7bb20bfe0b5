export * from './phone.js';
export * from './credentials.js';
export * from './id-card.js';
export * from './file-name.js';
export * from './image-url.js';
