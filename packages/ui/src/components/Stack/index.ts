export { Stack, stackAligns } from './Stack';
export type { StackProps, StackAlign } from './Stack';
