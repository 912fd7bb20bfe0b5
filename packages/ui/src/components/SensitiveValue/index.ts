export { SensitiveValue } from './SensitiveValue';
export type { SensitiveValueProps } from './SensitiveValue';
