import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes, type Size } from '../../vocabulary';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  /** Defaults to the locale's “暂无数据” / “No data”. */
  title?: string;
  description?: ReactNode;
  /** An icon name, your own decorative element, or `null` for none. Default `search`. */
  icon?: IconName | ReactElement | null;
  /** What the user can do about it, e.g. a Button that creates the first item. */
  action?: ReactNode;
  /** `small` inside tables and cards, `standard` for a page region. */
  size?: Size;
  data?: DataAttributes;
};

/** Says that there is nothing to show here yet, why, and what to do about it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(
  ({ title, description, icon = 'search', action, size, data }, ref) => {
    const strings = useUiStrings();
    return (
      <div ref={ref} className={styles.root({ size })} {...dataAttributes(data)}>
        {icon === null ? null : (
          <span className={styles.icon} aria-hidden="true">
            {typeof icon === 'string' ? <Icon name={icon} /> : icon}
          </span>
        )}
        <p className={styles.title}>{title ?? strings.noData}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    );
  },
);
EmptyState.displayName = 'EmptyState';
