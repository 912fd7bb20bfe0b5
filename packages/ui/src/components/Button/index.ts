export { Button, buttonTypes } from './Button';
export type { ButtonProps, ButtonType } from './Button';
