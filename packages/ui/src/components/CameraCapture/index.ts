export { CameraCapture, cameraCaptureStates } from './CameraCapture';
export type { CameraCaptureProps, CameraCaptureState, CameraSource } from './CameraCapture';
export { cameraCaptureStrings } from './strings';
export type { CameraCaptureStrings } from './strings';
