import { useState } from 'react';
import { adReceiptDecisionInput, endpoints, type AdReceipt } from '@creator-console/contract';
import { Button, Heading, ImageGallery, Inline, Link, Stack } from '@creator-console/ui';
import { FormTextField, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { reviewMessages } from './messages';
import { ReasonDialog } from './reason-dialog';
import * as styles from './showcase.css';

const refresh = [endpoints.adReceiptList, endpoints.adTaskSubmissions];

type ApproveValues = { verified_plays: string; verified_conversions: string };

/** A count typed in a box: blank is null, digits the number, anything else goes on for the contract to name. */
const countOf = (text: string): number | string | null => {
  const value = text.trim().replaceAll(',', '');
  if (value === '') return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
};

/**
 * One receipt in the drawer: screenshots (zoom), link, answers, the platform's plays beside the
 * claim; a pending one is approved with verified numbers (prefilled from the claim) or rejected.
 */
export function ReceiptDetail({ receipt, onDone }: { receipt: AdReceipt; onDone: () => void }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  const decide = useEndpointMutation(endpoints.decideAdReceipt, { refresh });
  const [rejecting, setRejecting] = useState(false);
  const number = (value: number | null) => (value === null ? t('none') : value.toLocaleString(locale));
  const form = useContractForm<ApproveValues, unknown>(adReceiptDecisionInput, {
    defaultValues: {
      verified_plays: receipt.claimed_plays === null ? '' : String(receipt.claimed_plays),
      verified_conversions: receipt.claimed_conversions === null ? '' : String(receipt.claimed_conversions),
    },
    toInput: (values) => ({
      decision: 'approve',
      verified_plays: countOf(values.verified_plays),
      verified_conversions: countOf(values.verified_conversions),
    }),
  });
  const approve = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      await decide.trigger({
        params: { id: receipt.id },
        body: {
          decision: 'approve',
          verified_plays: countOf(values.verified_plays) as number | null,
          verified_conversions: countOf(values.verified_conversions) as number | null,
        },
      });
    } catch (failure) {
      form.setServerErrors(failure);
      return;
    }
    toaster.show({ tone: 'positive', message: t('receiptApproved') });
    onDone();
  });
  const field = (name: keyof ApproveValues, label: string) => (
    <FormTextField control={form.control} name={name} label={label} inputMode="numeric" />
  );

  return (
    <Stack space="large">
      <dl className={styles.facts}>
        <dt>{t('creator')}</dt>
        <dd>{`${receipt.user.name}（ID ${receipt.user.id}）`}</dd>
        <dt>{t('task')}</dt>
        <dd>{receipt.task.title}</dd>
        <dt>{t('video')}</dt>
        <dd>{receipt.video.title}</dd>
        <dt>{t('platformPlays')}</dt>
        <dd>{number(receipt.video.plays)}</dd>
        <dt>{t('claimedPlays')}</dt>
        <dd>{number(receipt.claimed_plays)}</dd>
        <dt>{t('claimedConversions')}</dt>
        <dd>{number(receipt.claimed_conversions)}</dd>
        {receipt.status === 'approved' ? (
          <>
            <dt>{t('verifiedPlays')}</dt>
            <dd>{number(receipt.verified_plays)}</dd>
            <dt>{t('verifiedConversions')}</dt>
            <dd>{number(receipt.verified_conversions)}</dd>
          </>
        ) : null}
        <dt>{t('link')}</dt>
        <dd>
          {receipt.link ? (
            <Link href={receipt.link} external>
              {receipt.link}
            </Link>
          ) : (
            t('none')
          )}
        </dd>
        <dt>{t('note')}</dt>
        <dd>{receipt.note || t('none')}</dd>
        {receipt.reason ? (
          <>
            <dt>{t('rejectReason')}</dt>
            <dd>{receipt.reason}</dd>
          </>
        ) : null}
      </dl>
      <Stack space="small">
        <Heading level={3}>{t('images')}</Heading>
        <ImageGallery
          label={t('images')}
          size="small"
          empty={t('none')}
          images={receipt.image_urls.map((url, index) => ({
            key: url,
            label: t('zoomTitle', { n: index + 1 }),
            src: url,
          }))}
        />
      </Stack>
      {receipt.answers.length > 0 ? (
        <Stack space="small">
          <Heading level={3}>{t('answers')}</Heading>
          <dl className={styles.facts}>
            {receipt.answers.map((answer) => (
              <div key={answer.key} className={styles.factRow}>
                <dt>{answer.label}</dt>
                <dd>{answer.value || t('none')}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      ) : null}
      {receipt.status === 'pending' ? (
        <form
          aria-label={t('approve')}
          onSubmit={(event) => {
            void approve(event);
          }}
        >
          <Stack space="medium">
            <Inline space="small">
              {field('verified_plays', t('verifiedPlays'))}
              {field('verified_conversions', t('verifiedConversions'))}
            </Inline>
            <Inline space="small">
              <Button type="submit" tone="accent" disabled={decide.isMutating}>
                {t('approve')}
              </Button>
              <Button
                tone="critical"
                variant="soft"
                disabled={decide.isMutating}
                onClick={() => setRejecting(true)}
              >
                {t('reject')}
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          title={t('rejectReceiptTitle')}
          quick={false}
          submitLabel={t('reject')}
          busy={decide.isMutating}
          onSubmit={async (reason) => {
            await decide.trigger({ params: { id: receipt.id }, body: { decision: 'reject', reason } });
            toaster.show({ tone: 'positive', message: t('receiptRejected') });
            onDone();
          }}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Stack>
  );
}
