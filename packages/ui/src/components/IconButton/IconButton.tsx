import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { dataAttributes, type DataAttributes, type Size, type Tone, type Variant } from '../../vocabulary';
import { button } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon';
import { iconButton } from './IconButton.css';

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'aria-label'
> & {
  /** Accessible name: required, because the button shows no text. */
  label: string;
  icon: IconName | ReactElement;
  tone?: Tone;
  /** `ghost` by default. */
  variant?: Variant;
  size?: Size;
  data?: DataAttributes;
};

/** A square button with only an icon; `label` names it for assistive technology. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  ({ label, icon, tone, variant = 'ghost', size = 'standard', type = 'button', data, ...rest }, ref) => (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={clsx(button({ tone, variant, size }), iconButton({ size }))}
      {...rest}
      {...dataAttributes(data)}
    >
      {typeof icon === 'string' ? <Icon name={icon} size={size} /> : icon}
    </button>
  ),
);
IconButton.displayName = 'IconButton';
