import { useSearchParams } from 'react-router-dom';
import type { Wallet, WalletWithdrawalType } from '@creator-console/contract';
import { Card, EmptyState, Stack, Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { walletMessages } from '../wallet/messages';
import { ActingBanner, typesOf } from '../wallet/wallet-view';
import { WithWallet } from '../wallet/wallet-loader';
import { WithdrawForm } from '../wallet/withdraw-form';
import { WithdrawalsSection } from '../wallet/withdrawals-section';

function BlockingReasons({ wallet, type }: { wallet: Wallet; type: WalletWithdrawalType }) {
  const t = useMessages(walletMessages);
  const reasons = wallet.eligibility[type].reasons;
  if (reasons.length === 0 || wallet.acting) return null;
  return (
    <Card title={t('blocking')} as="section" titleAs="h2">
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {reasons.map((reason) => (
          <li key={reason.code}>
            <Text>{reason.message}</Text>{' '}
            {reason.link ? <TextLink to={reason.link}>{t('fix')}</TextLink> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function WithdrawView({ wallet }: { wallet: Wallet }) {
  const t = useMessages(walletMessages);
  const [search, setSearch] = useSearchParams();
  const types = typesOf(wallet);
  const asked = search.get('tab');
  const tab: WalletWithdrawalType = types.includes(asked as WalletWithdrawalType)
    ? (asked as WalletWithdrawalType)
    : types[0]!;
  return (
    <Stack space="large">
      {wallet.acting ? <ActingBanner /> : null}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          })
        }
      >
        <TabsList label={t('withdraw')}>
          {types.map((type) => (
            <TabsTrigger key={type} value={type}>
              {type === 'personal' ? t('tabPersonal') : t('tabCompany')}
            </TabsTrigger>
          ))}
        </TabsList>
        {types.map((type) => (
          <TabsContent key={type} value={type}>
            <Stack space="medium">
              {type === 'company' && !wallet.enterprise_approved ? (
                <EmptyState
                  title={t('needEnterprise')}
                  action={<TextLink to="/certification/enterprise">{t('goEnterprise')}</TextLink>}
                />
              ) : (
                <>
                  <BlockingReasons wallet={wallet} type={type} />
                  <WithdrawForm key={type} type={type} wallet={wallet} />
                </>
              )}
            </Stack>
          </TabsContent>
        ))}
      </Tabs>
      <WithdrawalsSection acting={wallet.acting === 1} />
    </Stack>
  );
}

/** /personal/withdraw (提现): ask for a withdrawal and follow it to the bank (money.md §9.2). */
export default function WithdrawPage() {
  return <WithWallet>{(wallet) => <WithdrawView wallet={wallet} />}</WithWallet>;
}
