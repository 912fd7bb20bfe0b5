import { forwardRef, useMemo, type FormEvent, type ReactElement } from 'react';
import { useUiStrings } from '../../provider';
import type { DataAttributes } from '../../vocabulary';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from '../DataTable';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination } from '../Pagination';
import { StatusTag, type LinkedAccountState } from '../StatusTag';
import { TextField } from '../TextField';
import * as styles from './AccountSwitcher.css';

export type LinkedAccountKey = string | number;

/** One linked account as the switcher shows it (console spec §3, mapped by the app). */
export type LinkedAccount = {
  userId: LinkedAccountKey;
  name: string;
  avatar?: string;
  realName?: string;
  /** Shown as given: the server masks it. */
  phone?: string;
  roleName?: string;
  /** `current`: signed in now; `other`: can switch; `disabled`: the account is disabled (status 2). */
  state: LinkedAccountState;
};

export type AccountSwitcherProps = {
  /** Controlled open state; or leave out and give a `trigger`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the switcher (uncontrolled use). */
  trigger?: ReactElement;
  /** Defaults to the locale's “切换账号”. */
  title?: string;
  /** The accounts of the current page. */
  rows: readonly LinkedAccount[];
  total: number;
  /** Current page, from 1. */
  page: number;
  /** Page size: one of `PAGE_SIZES` (10, 20, 50, 100). Default 10. */
  size?: number;
  onPageChange: (page: number, size: number) => void;
  loading?: boolean;
  /** Shows a nickname search; called with the trimmed text on submit (empty clears). */
  onSearch?: (userName: string) => void;
  /** The search text the list is filtered by, shown in the field. */
  search?: string;
  /** The account being switched to: its button reads 切换中… and every switch button is disabled. */
  switchingId?: LinkedAccountKey | null;
  onSwitch: (account: LinkedAccount) => void;
  data?: DataAttributes;
};

/**
 * The switch-account dialog (console spec §3, §4): the linked accounts with avatar, nickname, real
 * name, masked phone and role; 已登录 on the current one, 切换 on the others, 已禁用 on disabled
 * ones; paged 10/20/50/100. Data and callbacks only: the app fetches, switches and reloads.
 */
export const AccountSwitcher = forwardRef<HTMLDivElement, AccountSwitcherProps>(
  (
    {
      open,
      defaultOpen,
      onOpenChange,
      trigger,
      title,
      rows,
      total,
      page,
      size = DEFAULT_PAGE_SIZE,
      onPageChange,
      loading = false,
      onSearch,
      search,
      switchingId = null,
      onSwitch,
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const switching = switchingId !== null && switchingId !== undefined;

    const columns = useMemo<DataTableColumn<LinkedAccount>[]>(
      () => [
        {
          key: 'avatar',
          header: strings.accountAvatar,
          width: 72,
          cell: (account) => (
            <span className={styles.avatarCell}>
              <Avatar name={account.name} src={account.avatar} size="small" decorative />
            </span>
          ),
        },
        { key: 'name', header: strings.accountName },
        { key: 'realName', header: strings.accountRealName },
        { key: 'phone', header: strings.accountPhone },
        { key: 'roleName', header: strings.accountRole },
        {
          key: 'action',
          header: strings.accountAction,
          width: 112,
          cell: (account) => {
            if (account.state !== 'other') return <StatusTag kind="account" status={account.state} />;
            const isSwitching = switchingId === account.userId;
            return (
              <Button
                size="small"
                tone="accent"
                variant={isSwitching ? 'solid' : 'soft'}
                disabled={switching}
                aria-busy={isSwitching || undefined}
                aria-label={isSwitching ? undefined : strings.switchToAccount(account.name)}
                onClick={() => onSwitch(account)}
              >
                {isSwitching ? strings.switching : strings.switchTo}
              </Button>
            );
          },
        },
      ],
      [strings, switching, switchingId, onSwitch],
    );

    const submitSearch = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const field = new FormData(event.currentTarget).get('userName');
      onSearch?.(typeof field === 'string' ? field.trim() : '');
    };

    return (
      <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        {trigger ? <DialogTrigger>{trigger}</DialogTrigger> : null}
        <DialogContent ref={ref} title={title ?? strings.switchAccount} size="large" data={data}>
          {onSearch ? (
            <form role="search" className={styles.search} onSubmit={submitSearch}>
              <div className={styles.searchField}>
                <TextField
                  key={search}
                  label={strings.searchAccounts}
                  name="userName"
                  type="search"
                  autoComplete="off"
                  defaultValue={search}
                />
              </div>
              <Button type="submit" icon="search" disabled={loading}>
                {strings.search}
              </Button>
            </form>
          ) : null}
          <DataTable
            label={title ?? strings.switchAccount}
            columns={columns}
            rows={rows}
            rowKey="userId"
            loading={loading}
            loadingRows={Math.min(size, 5)}
            empty={<EmptyState size="small" icon="user" title={strings.noLinkedAccounts} />}
          />
          <Pagination
            total={total}
            page={page}
            size={size}
            pageSizes={PAGE_SIZES}
            disabled={loading || switching}
            onChange={onPageChange}
          />
        </DialogContent>
      </Dialog>
    );
  },
);
AccountSwitcher.displayName = 'AccountSwitcher';

/** Row state from the server's fields (spec §4): current when is_current, disabled when status is 2. */
export function linkedAccountState(isCurrent: boolean, disabled: boolean): LinkedAccountState {
  if (isCurrent) return 'current';
  return disabled ? 'disabled' : 'other';
}
