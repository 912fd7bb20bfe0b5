import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  formatFen,
  type Wallet,
  type WalletBlockReason,
  type WalletPayoutAccount,
  type WalletWithdrawalType,
} from '@creator-console/contract';
import {
  Button,
  Card,
  Column,
  Columns,
  Heading,
  EmptyState,
  Inline,
  Stack,
  Stat,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Text,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { AccountDialog } from './account-dialog';
import { EntriesSection } from './entries-section';
import { walletMessages } from './messages';

/** The types a user may withdraw as: MCN accounts company only (money.md §4). */
export const typesOf = (wallet: Wallet): WalletWithdrawalType[] =>
  wallet.mcn ? ['company'] : ['personal', 'company'];

/** Every reason of the user's types, once each (a reason shared by both types shows once). */
export function blockingList(wallet: Wallet): WalletBlockReason[] {
  const seen = new Set<string>();
  return typesOf(wallet)
    .flatMap((type) => wallet.eligibility[type].reasons)
    .filter((reason) => (seen.has(reason.message) ? false : (seen.add(reason.message), true)));
}

/** 代理登录中…: an MCN acting as the creator may look, never act (money.md §4). */
export function ActingBanner() {
  const t = useMessages(walletMessages);
  return (
    <div role="status">
      <Tag tone="caution">{t('acting')}</Tag>
    </div>
  );
}

function AccountCard({
  type,
  account,
  canChange,
  locked,
  onBind,
}: {
  type: WalletWithdrawalType;
  account: WalletPayoutAccount | null;
  canChange: boolean;
  /** Bound less than 24 h ago (the server's `account_locked` reason). */
  locked: boolean;
  onBind: () => void;
}) {
  const t = useMessages(walletMessages);
  const time = useDateTime();
  const personal = type === 'personal';
  const status = !account
    ? null
    : account.status !== 'active'
      ? {
          tone: 'critical' as const,
          text: account.invalid_reason
            ? t('statusInvalidReason', { reason: account.invalid_reason })
            : t('statusInvalid'),
        }
      : account.verified
        ? { tone: 'positive' as const, text: t('statusActive') }
        : { tone: 'accent' as const, text: t('statusUnverified') };
  return (
    <Card
      title={personal ? t('personalAccount') : t('companyAccount')}
      as="section"
      titleAs="h3"
      actions={
        canChange ? (
          <Button size="small" variant="soft" onClick={onBind}>
            {account ? t('change') : personal ? t('bindCard') : t('bindCompany')}
          </Button>
        ) : null
      }
    >
      {account ? (
        <Stack space="xsmall">
          <Inline space="small" alignY="center">
            <Text weight="strong">{account.account_masked}</Text>
            {status ? (
              <Tag size="small" tone={status.tone}>
                {status.text}
              </Tag>
            ) : null}
          </Inline>
          <Text tone="muted">
            {[account.account_name, account.bank_name, account.bank_branch].filter(Boolean).join(' · ')}
          </Text>
          {account.taxpayer_type ? (
            <Text tone="muted">
              {account.taxpayer_type === 'general' ? t('taxpayerGeneral') : t('taxpayerSmall')}
            </Text>
          ) : null}
          {locked ? <Text tone="caution">{t('usableFrom', { at: time(account.usable_from) })}</Text> : null}
        </Stack>
      ) : (
        <Text tone="muted">{t('noAccount')}</Text>
      )}
    </Card>
  );
}

/** /personal/wallet once the wallet is loaded (money.md §9.1). */
export function WalletView({ wallet }: { wallet: Wallet }) {
  const t = useMessages(walletMessages);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const money = (fen: number) => formatFen(fen, { locale });
  const acting = wallet.acting === 1;
  const reasons = blockingList(wallet);
  const allowed = typesOf(wallet).some((type) => wallet.eligibility[type].allowed === 1) && !acting;
  const bind = search.get('bind');
  const binding: WalletWithdrawalType | null = bind === 'personal' || bind === 'company' ? bind : null;
  const setParam = (name: string, value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const tab = search.get('tab') === 'statements' && wallet.partner ? 'statements' : 'entries';
  const showCompany = wallet.enterprise_approved === 1 || wallet.accounts.company !== null;
  const showPersonal = !wallet.mcn;

  const withdrawButton = (
    <Button disabled={!allowed} onClick={() => navigate('/personal/withdraw')}>
      {t('withdraw')}
    </Button>
  );

  return (
    <Stack space="large">
      <Inline space="small" align="right">
        {allowed ? (
          withdrawButton
        ) : (
          <Tooltip>
            <TooltipTrigger>
              <span tabIndex={0}>{withdrawButton}</span>
            </TooltipTrigger>
            <TooltipContent>
              {t('withdrawBlocked', {
                reasons: (acting ? [t('acting')] : reasons.map((reason) => reason.message)).join('；'),
              })}
            </TooltipContent>
          </Tooltip>
        )}
      </Inline>
      {acting ? <ActingBanner /> : null}
      {wallet.frozen ? (
        <div role="alert">
          <Tag tone="critical">{t('frozen', { reason: wallet.frozen_reason })}</Tag>
        </div>
      ) : null}
      <Inline space="large">
        <Stat label={t('available')} value={money(wallet.available_fen)} />
        <Stat label={t('withdrawing')} value={money(wallet.withdrawing_fen)} />
        <Stat label={t('totalIncome')} value={money(wallet.total_income_fen)} />
        <Stat label={t('totalWithdrawn')} value={money(wallet.total_withdrawn_fen)} />
        <Stat label={t('taxYear')} value={money(wallet.tax_withheld_year_fen)} help={t('taxHelp')} />
      </Inline>
      {reasons.length > 0 && !acting ? (
        <Card title={t('blocking')} as="section" titleAs="h2">
          <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
            {reasons.map((reason) => (
              <li key={reason.code + reason.message}>
                <Inline space="small">
                  <Text>{reason.message}</Text>
                  {reason.link ? <TextLink to={reason.link}>{t('fix')}</TextLink> : null}
                </Inline>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Stack space="small">
        <Heading level={2}>{t('accounts')}</Heading>
        <Columns space="medium" collapseBelow="desktop">
          {showPersonal ? (
            <Column>
              <AccountCard
                type="personal"
                account={wallet.accounts.personal}
                canChange={!acting}
                locked={wallet.eligibility.personal.reasons.some(
                  (reason) => reason.code === 'account_locked',
                )}
                onBind={() => setParam('bind', 'personal')}
              />
            </Column>
          ) : null}
          {showCompany ? (
            <Column>
              <AccountCard
                type="company"
                account={wallet.accounts.company}
                canChange={!acting}
                locked={wallet.eligibility.company.reasons.some((reason) => reason.code === 'account_locked')}
                onBind={() => setParam('bind', 'company')}
              />
            </Column>
          ) : null}
        </Columns>
      </Stack>
      <Tabs value={tab} onValueChange={(value) => setParam('tab', value === 'entries' ? null : value)}>
        <TabsList label={t('tabEntries')}>
          <TabsTrigger value="entries">{t('tabEntries')}</TabsTrigger>
          {wallet.partner ? <TabsTrigger value="statements">{t('tabStatements')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="entries">
          <EntriesSection />
        </TabsContent>
        {wallet.partner ? (
          <TabsContent value="statements">
            <EmptyState title={t('statementsEmpty')} description={t('statementsBody')} />
          </TabsContent>
        ) : null}
      </Tabs>
      {binding && !acting && !(binding === 'personal' && wallet.mcn) ? (
        <AccountDialog type={binding} wallet={wallet} onClose={() => setParam('bind', null)} />
      ) : null}
    </Stack>
  );
}
