export * from './errors.js';
export * from './client.js';
export * from './api.js';
export * from './endpoints/index.js';
export * from './helpers/index.js';
export * from './upload/index.js';
/** The fixed-key scheme of the contract, so the console needs only this package for it. */
export { encryptField, decryptField, DEFAULT_FIELD_KEY } from '@creator-console/contract';
/** The sensitive-data confirm dialog's texts (the dialog is the console's), and what a reveal may ask for. */
export { SENSITIVE_DIALOG, SENSITIVE_FIELDS, SENSITIVE_MODULES } from '@creator-console/contract';
export { TRACKING_EVENTS } from '@creator-console/contract';
export type {
  Endpoint,
  ResponseOf,
  ParamsOf,
  QueryOf,
  BodyOf,
  UserInfo,
  MenuEntry,
  MenuChild,
  LoginBody,
  PhoneLoginBody,
  SensitiveField,
  TrackingEventInput,
} from '@creator-console/contract';
