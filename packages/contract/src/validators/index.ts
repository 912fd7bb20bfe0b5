// Validators both sides run: the console for field errors, the server for the same rules.
export * from './id-card.js';
export * from './phone.js';
