import type { ReactNode } from 'react';
import type { Wallet } from '@creator-console/contract';
import { Button, EmptyState, Skeleton } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { useWallet } from './api';
import { walletMessages } from './messages';

/**
 * A wallet page's frame: `children(wallet)` once the caller's wallet is loaded, a retry when
 * loading failed, a skeleton meanwhile (/personal/wallet and /personal/withdraw).
 */
export function WithWallet({ children }: { children: (wallet: Wallet) => ReactNode }) {
  const t = useMessages(walletMessages);
  const { data, error, mutate } = useWallet();
  return (
    <ListPage>
      {data ? (
        children(data)
      ) : error ? (
        <EmptyState
          title={t('loadError')}
          action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
        />
      ) : (
        <Skeleton lines={6} />
      )}
    </ListPage>
  );
}
