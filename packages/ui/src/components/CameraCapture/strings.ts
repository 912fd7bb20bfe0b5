import type { UiLocale } from '../../locale';

/** What CameraCapture shows and announces by itself; override any of them with the `strings` prop. */
export type CameraCaptureStrings = {
  /** Accessible name of the whole widget. */
  label: string;
  requesting: string;
  preview: string;
  guide: string;
  capture: string;
  retake: string;
  use: string;
  captured: string;
  denied: string;
  unavailable: string;
  unsupported: string;
  retry: string;
  upload: string;
  uploadHint: string;
  wrongType: string;
};

export const cameraCaptureStrings: Record<UiLocale, CameraCaptureStrings> = {
  'zh-CN': {
    label: '人脸拍摄',
    requesting: '正在请求使用摄像头，请在浏览器提示中选择“允许”…',
    preview: '摄像头画面',
    guide: '请正对摄像头，将面部置于椭圆框内，保持光线充足',
    capture: '拍照',
    retake: '重拍',
    use: '使用这张',
    captured: '拍摄的照片',
    denied: '摄像头权限被拒绝。可以在浏览器地址栏的权限设置中允许后重试，或上传一张本人正面照片。',
    unavailable: '没有找到可用的摄像头，或摄像头正被其他应用使用。你可以重试，或上传一张本人正面照片。',
    unsupported: '当前浏览器不支持调用摄像头，请上传一张本人正面照片。',
    retry: '重试',
    upload: '上传照片',
    uploadHint: '支持 JPG、PNG、WebP 格式',
    wrongType: '请选择 JPG、PNG 或 WebP 格式的图片',
  },
  'en-US': {
    label: 'Face photo',
    requesting: 'Asking to use the camera: choose “Allow” in the browser prompt…',
    preview: 'Camera preview',
    guide: 'Face the camera, keep your face inside the oval, in good light',
    capture: 'Take photo',
    retake: 'Retake',
    use: 'Use this photo',
    captured: 'The photo taken',
    denied:
      'Camera access was denied. Allow it in the browser’s site settings and try again, or upload a front-facing photo of yourself.',
    unavailable:
      'No camera is available, or another app is using it. Try again, or upload a front-facing photo of yourself.',
    unsupported: 'This browser cannot use a camera. Upload a front-facing photo of yourself instead.',
    retry: 'Try again',
    upload: 'Upload a photo',
    uploadHint: 'JPG, PNG or WebP',
    wrongType: 'Choose a JPG, PNG or WebP image',
  },
};
