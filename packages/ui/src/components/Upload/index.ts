export { Upload, uploadStatuses } from './Upload';
export type { UploadProps, UploadItem, UploadStatus, UploadRejection } from './Upload';
