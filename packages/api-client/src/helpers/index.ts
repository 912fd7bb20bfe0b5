/** Validators shared with the server live in the contract; re-exported so the console needs only this package. */
export {
  PHONE_PATTERN,
  isPhoneNumber,
  ID_CARD_MESSAGES,
  idCardCheckDigit,
  validateIdCard,
} from '@creator-console/contract';
export * from './credentials.js';
export * from './file-name.js';
export * from './image-url.js';
