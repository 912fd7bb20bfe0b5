export { Spinner, spinnerTones } from './Spinner';
export type { SpinnerProps, SpinnerTone } from './Spinner';
