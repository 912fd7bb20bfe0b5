import { useState, type ReactNode } from 'react';
import { endpoints, type FinanceWithdrawalDetail } from '@creator-console/contract';
import {
  Amount,
  Avatar,
  Button,
  DecisionBar,
  EmptyState,
  Heading,
  Inline,
  Link,
  Select,
  ReviewHistory,
  Skeleton,
  Stack,
  Tag,
  Text,
  Textarea,
  type DecisionResult,
  type ReviewHistoryEntry,
} from '@creator-console/ui';
import { Can } from '@creator-console/auth/react';
import { useFileUrl } from '../../../shared/files';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';
import { withdrawalReasons } from './logic';
import { reviewMessages, type ReviewMessageKey } from './messages';

type T = ReturnType<typeof useMessages<ReviewMessageKey>>;

const certKey = (status: number): ReviewMessageKey =>
  status === 1 ? 'cert1' : status === 2 ? 'cert2' : status === 3 ? 'cert3' : 'cert0';

function Facts({ label, facts }: { label: string; facts: Array<[string, ReactNode]> }) {
  return (
    <dl
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}
    >
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>
            <Text tone="muted">{term}</Text>
          </dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function InvoiceLink({ reference, t }: { reference: string; t: T }) {
  const url = useFileUrl(reference);
  return url ? (
    <Link href={url} target="_blank" rel="noreferrer">
      {t('openFile')}
    </Link>
  ) : (
    <Text tone="muted">—</Text>
  );
}

/** The history as review entries (newest first): each decision with who, when and why. */
function historyEntries(detail: FinanceWithdrawalDetail, t: T): ReviewHistoryEntry[] {
  return detail.history
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.to !== 'pending')
    .map(({ step, index }) => ({
      id: String(index),
      stage: 'first' as const,
      decision:
        step.to === 'rejected' || step.to === 'failed' || step.to === 'returned'
          ? ('reject' as const)
          : ('approve' as const),
      actor: step.actor?.name ?? '—',
      message: [t(step.to as ReviewMessageKey), step.message].filter(Boolean).join('：'),
      at: step.at,
    }))
    .reverse();
}

/** 打款前驳回 (finance:pay): an approved, unpaid withdrawal back to the user, with a reason. */
function RejectBeforePay({
  busy,
  onReject,
}: {
  busy: boolean;
  onReject: (result: DecisionResult) => Promise<unknown>;
}) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const reject = () => {
    if (!reason && !message.trim()) {
      setError(t('needReason'));
      return;
    }
    setError('');
    void onReject({ decision: 'reject', reasonIds: reason ? [reason] : [], message });
  };
  return (
    <Stack space="small">
      <Text tone="muted">{t('rejectBeforePayText')}</Text>
      <Select
        label={t('reasonLabel')}
        value={reason}
        options={withdrawalReasons(locale).map((r) => ({ value: r.id, label: r.label }))}
        onValueChange={setReason}
      />
      <Textarea
        label={t('messageLabel')}
        value={message}
        maxLength={200}
        error={error || undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Inline space="small">
        <Button tone="critical" disabled={busy} onClick={reject}>
          {t('rejectBeforePay')}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * One withdrawal in the review drawer: applicant with certification and account states, this
 * month's paid total, amounts, invoice (company), history and, while pending, the decision bar
 * (approved ones: 打款前驳回 for finance:pay).
 */
export function WithdrawalDetail({
  id,
  deciding,
  onDecide,
}: {
  id: number;
  deciding: boolean;
  onDecide: (detail: FinanceWithdrawalDetail, result: DecisionResult) => Promise<unknown>;
}) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { data, error, isLoading, mutate } = useEndpoint(endpoints.financeWithdrawalDetail, {
    params: { id },
  });
  if (error && !data) {
    return (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading || !data) return <Skeleton lines={10} />;
  const account = data.payout_account;
  const accountState = !account
    ? '—'
    : account.status === 'active'
      ? t(account.verified ? 'accountActive' : 'accountUnverified')
      : t(account.status === 'invalid' ? 'accountInvalid' : 'accountReplaced');
  const invoice = data.invoice;

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={3}>{t('applicant')}</Heading>
        <Inline space="small">
          <Avatar name={data.user.name} src={data.user.avatar || undefined} decorative />
          <Text weight="strong">{data.user.name}</Text>
          <Text tone="muted">ID {data.user.id}</Text>
          {data.frozen ? <Tag tone="critical">{t('frozen')}</Tag> : null}
        </Inline>
        <Facts
          label={t('applicant')}
          facts={[
            [t('realName'), t(certKey(data.user.real_name_status))],
            [t('enterprise'), t(certKey(data.user.enterprise_status))],
            [
              t('account'),
              `${data.account.bank_name} ${data.account.account_masked} · ${data.account.account_name}`,
            ],
            [
              t('accountStatus'),
              account?.invalid_reason ? `${accountState}（${account.invalid_reason}）` : accountState,
            ],
            [t('monthPaid'), <Amount fen={data.month_paid_fen} locale={locale} />],
            [t('available'), <Amount fen={data.available_fen} locale={locale} />],
          ]}
        />
      </Stack>
      <Stack space="small">
        <Heading level={3}>{t('amounts')}</Heading>
        <Facts
          label={t('amounts')}
          facts={[
            [t('type'), t(data.type)],
            [t('amount'), <Amount fen={data.amount_fen} locale={locale} />],
            [t('tax'), <Amount fen={data.tax_fen} locale={locale} />],
            [t('net'), <Amount fen={data.net_fen} locale={locale} />],
            [t('createdAt'), dateTime(data.created_at)],
            [t('status'), t(data.status as ReviewMessageKey)],
          ]}
        />
      </Stack>
      {invoice ? (
        <Stack space="small">
          <Heading level={3}>{t('invoice')}</Heading>
          <Facts
            label={t('invoice')}
            facts={[
              [t('invoiceType'), invoice.type],
              [t('invoiceNumber'), invoice.number],
              ...(invoice.code ? ([[t('invoiceCode'), invoice.code]] as Array<[string, ReactNode]>) : []),
              [t('invoiceDate'), invoice.issue_date],
              [t('invoiceAmount'), <Amount fen={invoice.amount_fen} locale={locale} />],
              [t('invoiceRate'), String(invoice.tax_rate)],
              [t('invoiceFile'), <InvoiceLink key="file" reference={invoice.file} t={t} />],
            ]}
          />
        </Stack>
      ) : null}
      <Stack space="small">
        <Heading level={3}>{t('history')}</Heading>
        <ReviewHistory entries={historyEntries(data, t)} label={t('history')} />
      </Stack>
      <Stack space="small">
        <Heading level={3}>{t('decision')}</Heading>
        {data.status === 'pending' ? (
          <DecisionBar
            key={data.id}
            reasons={withdrawalReasons(locale)}
            messageMaxLength={200}
            busy={deciding}
            onDecide={(result) => onDecide(data, result)}
          />
        ) : (
          <Stack space="xsmall">
            <Text>{t('decided', { status: t(data.status as ReviewMessageKey) })}</Text>
            {data.reasons.length > 0 || data.message ? (
              <Text tone="muted">
                {t('reasons', { reasons: [...data.reasons, data.message].filter(Boolean).join('；') })}
              </Text>
            ) : null}
            {data.status === 'approved' ? (
              <Can permission="finance:pay">
                <RejectBeforePay busy={deciding} onReject={(result) => onDecide(data, result)} />
              </Can>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
