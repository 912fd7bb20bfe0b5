import { Slot, Slottable } from '@radix-ui/react-slot';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type ButtonHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { Spinner } from '../../internal/Spinner';
import { useUiStrings } from '../../provider';
import {
  dataAttributes,
  type DataAttributes,
  type IconPosition,
  type Size,
  type Tone,
  type Variant,
} from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import * as styles from './Button.css';

export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

export type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'type' | 'disabled' | 'children'
> & {
  children: ReactNode;
  tone?: Tone;
  variant?: Variant;
  size?: Size;
  /** An icon name from `iconNames`, or your own decorative element. */
  icon?: IconName | ReactElement;
  iconPosition?: IconPosition;
  /** Busy: disabled, shows a spinner and says "loading" to assistive technology. */
  loading?: boolean;
  disabled?: boolean;
  /** `button` by default, so a Button in a form never submits it by accident. */
  type?: ButtonType;
  fullWidth?: boolean;
  /**
   * Render the single child element (e.g. a router link) with the button's look and content:
   * `<Button asChild><Link to="/video/create">发布视频</Link></Button>`.
   */
  asChild?: boolean;
  data?: DataAttributes;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(
  (
    {
      children,
      tone,
      variant,
      size,
      icon,
      iconPosition = 'leading',
      loading = false,
      disabled = false,
      type = 'button',
      fullWidth,
      asChild = false,
      onClick,
      data,
      ...rest
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const inactive = disabled || loading;
    const iconElement = typeof icon === 'string' ? <Icon name={icon} size="small" /> : icon;
    const leading = loading ? <Spinner /> : iconPosition === 'leading' ? iconElement : null;
    const trailing = !loading && iconPosition === 'trailing' ? iconElement : null;
    const className = styles.button({ tone, variant, size, fullWidth });
    const busy = loading ? <VisuallyHidden>{strings.loading}</VisuallyHidden> : null;

    if (asChild) {
      // A link cannot be disabled natively: mark it and swallow the click instead.
      return (
        <Slot
          ref={ref}
          className={className}
          aria-busy={loading || undefined}
          aria-disabled={inactive || undefined}
          onClick={inactive ? (event) => event.preventDefault() : onClick}
          {...rest}
          {...dataAttributes(data)}
        >
          {leading}
          <Slottable>{children}</Slottable>
          {busy}
          {trailing}
        </Slot>
      );
    }

    return (
      <button
        ref={ref}
        type={type}
        disabled={inactive}
        className={className}
        aria-busy={loading || undefined}
        onClick={onClick}
        {...rest}
        {...dataAttributes(data)}
      >
        {leading}
        <span className={styles.label}>{children}</span>
        {busy}
        {trailing}
      </button>
    );
  },
);
Button.displayName = 'Button';
