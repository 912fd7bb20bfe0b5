export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { useFormField } from './Field';
export type { FormFieldState } from './Field';
