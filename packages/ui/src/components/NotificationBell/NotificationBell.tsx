import { forwardRef, type MouseEventHandler } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import * as styles from './NotificationBell.css';

export type NotificationBellProps = {
  /** Unread notifications; a badge shows when above 0. */
  count: number;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Above this the badge reads `{max}+`. Default 99. */
  max?: number;
  data?: DataAttributes;
};

/** The top bar's bell. Its accessible name carries the unread count (the badge is visual only). */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(
  ({ count, onClick, max = 99, data }, ref) => {
    const strings = useUiStrings();
    return (
      <span className={styles.root} {...dataAttributes(data)}>
        <IconButton
          ref={ref}
          icon="bell"
          label={count > 0 ? strings.notificationsUnread(count) : strings.notifications}
          onClick={onClick}
        />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            <Badge count={count} max={max} />
          </span>
        ) : null}
      </span>
    );
  },
);
NotificationBell.displayName = 'NotificationBell';
