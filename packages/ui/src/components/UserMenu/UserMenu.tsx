import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Avatar } from '../Avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
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
    return (
      <DropdownMenu>
        <DropdownMenuTrigger ref={ref}>
          <button
            type="button"
            className={styles.trigger}
            aria-label={strings.userMenu(user.name)}
            {...dataAttributes(data)}
          >
            <Avatar name={user.name} src={user.avatar} size="small" decorative />
            <span className={styles.name}>{user.name}</span>
            <Icon name="chevron-down" size="small" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {canSwitchAccount ? (
            <DropdownMenuItem icon="switch" onSelect={onSwitchAccount}>
              {strings.switchAccount}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem icon="personal" onSelect={onPersonalCentre}>
            {strings.personalCentre}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon="logout" onSelect={onLogout}>
            {strings.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
);
UserMenu.displayName = 'UserMenu';
