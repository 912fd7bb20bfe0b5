import { useNavigate } from 'react-router-dom';
import { adReceiptFor, type AdReceiptForm } from '@creator-console/contract';
import { Button, Card, Inline, Stack, Text } from '@creator-console/ui';
import { RewardSummary } from '../../../shared/ad-tasks';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { FormError, FormSelect, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useLocale, useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { endpoints } from '@creator-console/contract';
import { receiptMessages } from '../receipt-messages';
import { ReceiptImages } from './receipt-images';

type Values = {
  claimed_plays: string;
  claimed_conversions: string;
  link: string;
  images: string[];
  note: string;
  answers: Record<string, string>;
};

/** A typed count as the contract reads it: empty is none; anything else a number it checks. */
const countOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

const refresh = [
  endpoints.myAdReceipts,
  endpoints.myReceiptDue,
  endpoints.myAdTasks,
  endpoints.myReceiptForm,
];

/**
 * The receipt form (ad-tasks.md §10): the video and rule on top, 申报播放量 when the task reads
 * receipts, 申报{转化}数 for a cpa rule, 数据链接, 截图 (≤ 9), the task's receipt fields and 备注; the
 * deadline; a rejected receipt's reason above. Submitting goes back to the list with a toast.
 */
export function ReceiptFormView({ data }: { data: AdReceiptForm }) {
  const t = useMessages(receiptMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const { task, submission, receipt } = data;
  const create = useEndpointMutation(endpoints.createMyAdReceipt, { refresh });
  const update = useEndpointMutation(endpoints.updateMyAdReceipt, { refresh });
  const askPlays = task.metric_source === 'receipt';
  const askConversions = task.reward.kind === 'cpa';
  const conversionLabel = task.reward.kind === 'cpa' ? task.reward.conversion_label : '';
  const editable = receipt === null || receipt.editable;
  const form = useContractForm<Values, ReturnType<ReturnType<typeof adReceiptFor>['parse']>>(
    adReceiptFor(task, task.receipt_fields),
    {
      defaultValues: {
        claimed_plays: receipt?.claimed_plays?.toString() ?? '',
        claimed_conversions: receipt?.claimed_conversions?.toString() ?? '',
        link: receipt?.link ?? '',
        images: receipt?.images ?? [],
        note: receipt?.note ?? '',
        answers: Object.fromEntries(
          task.receipt_fields.map((field) => [
            field.key,
            receipt?.answers.find((answer) => answer.key === field.key)?.value ?? '',
          ]),
        ),
      },
      toInput: (values) => ({
        ...values,
        claimed_plays: askPlays ? countOf(values.claimed_plays) : null,
        claimed_conversions: askConversions ? countOf(values.claimed_conversions) : null,
      }),
    },
  );
  const images = form.watch('images');
  const back = `/spread/survey-list?task_id=${task.id}`;
  const submit = form.handleSubmit(async (body) => {
    try {
      if (receipt) {
        await update.trigger({ params: { id: receipt.id }, body });
        toaster.show({ tone: 'positive', message: t('saved') });
      } else {
        await create.trigger({ body: { ...body, submission_id: submission.id } });
        toaster.show({ tone: 'positive', message: t('created') });
      }
      void navigate(back);
    } catch (error) {
      form.setServerErrors(error);
    }
  });
  return (
    <Stack space="large">
      <Card as="section" title={task.title} titleAs="h2">
        <Stack space="xsmall">
          <Text>
            {t('submission')}：{submission.video_title}
            {submission.plays === null ? '' : ` · ${submission.plays.toLocaleString(locale)}`}
          </Text>
          <Text>
            {t('rule')}：<RewardSummary rule={task.reward} />
          </Text>
          <Text tone="muted" data={{ testid: 'receipt-deadline' }}>
            {t('deadline', { date: dateTime(task.settle_after) })}
          </Text>
        </Stack>
      </Card>
      {receipt?.status === 'rejected' ? (
        <div role="alert">
          <Text tone="critical">{t('rejected', { reason: receipt.reason })}</Text>
        </div>
      ) : null}
      {!editable ? <Text tone="muted">{t('readOnly')}</Text> : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('submit')}>
        <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack space="medium">
            {askPlays ? (
              <FormTextField
                control={form.control}
                name="claimed_plays"
                label={t('claimedPlays')}
                inputMode="numeric"
              />
            ) : null}
            {askConversions ? (
              <FormTextField
                control={form.control}
                name="claimed_conversions"
                label={t('claimedConversions', { label: conversionLabel })}
                inputMode="numeric"
              />
            ) : null}
            <FormTextField
              control={form.control}
              name="link"
              label={t('link')}
              hint={t('linkHint')}
              inputMode="url"
            />
            <ReceiptImages
              values={images}
              onChange={(change) =>
                form.setValue('images', change(form.getValues('images')), { shouldDirty: true })
              }
              error={form.formState.errors.images?.message}
            />
            {task.receipt_fields.map((field) =>
              field.kind === 'select' ? (
                <FormSelect
                  key={field.key}
                  control={form.control}
                  name={`answers.${field.key}`}
                  label={field.label}
                  required={field.required}
                  options={field.options.map((option) => ({ value: option, label: option }))}
                />
              ) : (
                <FormTextField
                  key={field.key}
                  control={form.control}
                  name={`answers.${field.key}`}
                  label={field.label}
                  hint={field.help || undefined}
                  required={field.required}
                />
              ),
            )}
            <FormTextarea control={form.control} name="note" label={t('note')} />
            <FormError control={form.control} />
            <Inline space="medium" alignY="center">
              {editable ? (
                <Button type="submit" tone="accent" loading={form.formState.isSubmitting}>
                  {receipt ? t('save') : t('submit')}
                </Button>
              ) : null}
              <TextLink to={back}>{t('back')}</TextLink>
            </Inline>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
