export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export {
  reviewStates,
  certificationStates,
  linkedAccountStates,
  statusKinds,
  statusTagStyles,
  statusTagOf,
} from './statusTags';
export type {
  ReviewState,
  CertificationState,
  LinkedAccountState,
  StatusKind,
  StatusOf,
  StatusTagStyle,
} from './statusTags';
