import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef } from 'react';
import * as menu from '../../internal/menu.css';
import { usePortalContainer, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import * as styles from './UserMenu.css';

export type UserMenuUser = { name: string; avatar?: string };

export type UserMenuProps = {
  user: UserMenuUser;
  /** Show 切换账号 (console spec §2: only when the linked-account list is not empty). */
  canSwitchAccount?: boolean;
  onSwitchAccount?: () => void;
  onPersonalCentre?: () => void;
  onLogout: () => void;
  data?: DataAttributes;
};

/** The avatar button in the top bar and its menu: switch account, personal centre, log out. */
export const UserMenu = forwardRef<HTMLButtonElement, UserMenuProps>(
  ({ user, canSwitchAccount = false, onSwitchAccount, onPersonalCentre, onLogout, data }, ref) => {
    const strings = useUiStrings();
    const container = usePortalContainer();
    return (
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={ref}
          className={styles.trigger}
          aria-label={strings.userMenu(user.name)}
          {...dataAttributes(data)}
        >
          <Avatar name={user.name} src={user.avatar} size="small" decorative />
          <span className={styles.name}>{user.name}</span>
          <Icon name="chevron-down" size="small" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={container}>
          <DropdownMenu.Content align="end" sideOffset={4} className={menu.content}>
            {canSwitchAccount ? (
              <DropdownMenu.Item className={menu.item} onSelect={onSwitchAccount}>
                <span className={styles.itemIcon}>
                  <Icon name="switch" size="small" />
                </span>
                {strings.switchAccount}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className={menu.item} onSelect={onPersonalCentre}>
              <span className={styles.itemIcon}>
                <Icon name="personal" size="small" />
              </span>
              {strings.personalCentre}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={menu.separator} />
            <DropdownMenu.Item className={menu.item} onSelect={onLogout}>
              <span className={styles.itemIcon}>
                <Icon name="logout" size="small" />
              </span>
              {strings.logout}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  },
);
UserMenu.displayName = 'UserMenu';
