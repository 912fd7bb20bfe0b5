export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export {
  reviewStates,
  certificationStates,
  linkedAccountStates,
  logOutcomes,
  statusKinds,
  statusTagStyles,
  statusTagOf,
} from './statusTags';
export type {
  ReviewState,
  CertificationState,
  LinkedAccountState,
  LogOutcome,
  StatusKind,
  StatusOf,
  StatusTagStyle,
} from './statusTags';
