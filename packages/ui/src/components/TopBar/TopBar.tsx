import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { SidebarToggle } from '../AppShell/SidebarToggle';
import * as styles from './TopBar.css';

export type TopBarProps = {
  /** After the sidebar toggle: e.g. the product name, or a Breadcrumb on wide screens. */
  left?: ReactNode;
  /** Actions at the end: NotificationBell, UserMenu. */
  right?: ReactNode;
  /** Show the AppShell's sidebar toggle first (default true; nothing shows outside an AppShell). */
  sidebarToggle?: boolean;
  data?: DataAttributes;
};

/** The bar across the top of the console: sidebar toggle, a left slot and actions on the right. */
export const TopBar = forwardRef<HTMLDivElement, TopBarProps>(
  ({ left, right, sidebarToggle = true, data }, ref) => (
    <div ref={ref} className={styles.root} {...dataAttributes(data)}>
      {sidebarToggle ? <SidebarToggle /> : null}
      <div className={styles.left}>{left}</div>
      <div className={styles.right}>{right}</div>
    </div>
  ),
);
TopBar.displayName = 'TopBar';
