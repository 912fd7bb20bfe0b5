import { Button, EmptyState, Skeleton } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { useWallet } from '../wallet/api';
import { walletMessages } from '../wallet/messages';
import { WalletView } from '../wallet/wallet-view';

/** /personal/wallet (我的钱包): what I have, why I cannot withdraw, every fen in and out (money.md §9.1). */
export default function WalletPage() {
  const t = useMessages(walletMessages);
  const { data, error, mutate } = useWallet();
  return (
    <ListPage>
      {data ? (
        <WalletView wallet={data} />
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
