export { Toaster, Toast } from './Toaster';
export type { ToasterProps, ToastProps } from './Toaster';
export { createToaster, defaultToastDuration } from './createToaster';
export type { ToasterStore, ToastOptions, ToastRecord, CreateToasterOptions } from './createToaster';
