import { useState } from 'react';
import { AccountSwitcher } from '@creator-console/ui';
import { toSwitcherRow, useLinkedAccounts, useSwitchAccount } from '../../shared/linked-accounts';

/**
 * The avatar menu's 切换账号 dialog (spec §4): the linked accounts, 10/20/50/100 a page (default
 * 10), searchable by name; choosing one switches the session and reloads the page. Loaded only
 * when first opened.
 */
export default function AccountSwitchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [search, setSearch] = useState('');
  const { data, isLoading } = useLinkedAccounts(
    { page, size, ...(search ? { user_name: search } : {}) },
    open,
  );
  const { switchingId, switchTo } = useSwitchAccount();

  return (
    <AccountSwitcher
      open={open}
      onOpenChange={(next) => {
        if (switchingId === null) onOpenChange(next);
      }}
      rows={(data?.data ?? []).map(toSwitcherRow)}
      total={data?.total ?? 0}
      page={page}
      size={size}
      loading={isLoading}
      search={search}
      onSearch={(text) => {
        setSearch(text);
        setPage(1);
      }}
      onPageChange={(nextPage, nextSize) => {
        setPage(nextSize === size ? nextPage : 1);
        setSize(nextSize);
      }}
      switchingId={switchingId}
      onSwitch={(account) => void switchTo(Number(account.userId))}
    />
  );
}
