import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Size, type Tone, type Variant } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import * as styles from './Tag.css';

export type TagProps = {
  children: ReactNode;
  tone?: Tone;
  /** `soft` (default) tinted, `solid` filled, `ghost` outlined. */
  variant?: Variant;
  size?: Size;
  /** An icon name, or your own decorative element, before the label. */
  icon?: IconName | ReactElement;
  /** Show a × button that calls `onClose` (e.g. to remove a filter). */
  closable?: boolean;
  onClose?: () => void;
  /**
   * Accessible name of the × button. Defaults to “移除{label}” / “Remove {label}” when the
   * children are text; give it when they are not.
   */
  closeLabel?: string;
  disabled?: boolean;
  data?: DataAttributes;
};

/** A short label for a category, attribute or state; optionally removable. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(
  (
    { children, tone, variant, size, icon, closable = false, onClose, closeLabel, disabled = false, data },
    ref,
  ) => {
    const strings = useUiStrings();
    const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
    return (
      <span ref={ref} className={styles.tag({ tone, variant, size })} {...dataAttributes(data)}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {typeof icon === 'string' ? <Icon name={icon} size="small" /> : icon}
          </span>
        ) : null}
        <span className={styles.label}>{children}</span>
        {closable ? (
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? strings.removeTag(text)}
            disabled={disabled}
            onClick={onClose}
          >
            <Icon name="close" size="small" />
          </button>
        ) : null}
      </span>
    );
  },
);
Tag.displayName = 'Tag';
