export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export {
  reviewStates,
  certificationStates,
  linkedAccountStates,
  logOutcomes,
  noticeStates,
  docVersionStates,
  statusKinds,
  statusTagStyles,
  statusTagOf,
} from './statusTags';
export type {
  ReviewState,
  CertificationState,
  LinkedAccountState,
  LogOutcome,
  NoticeState,
  DocVersionState,
  StatusKind,
  StatusOf,
  StatusTagStyle,
} from './statusTags';
