export * from './store.js';
export * from './uploader.js';
