// The flows with behaviour of their own (tracking, encryption, the sensitive reveal, file bodies)
// and the names of answers and inputs. Every other endpoint is called as it is declared in the
// contract: `client.call(endpoints.myBloggers, { query })`, or bound by `createApi`.
export * from './session.js';
export * from './statistics.js';
export * from './messages.js';
export * from './mcn.js';
export * from './certification.js';
export * from './sensitive.js';
export * from './tracking.js';
export * from './videos.js';
export * from './albums.js';
export * from './files.js';
export * from './uploads.js';
export * from './exports.js';
