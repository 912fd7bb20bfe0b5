import { useController } from 'react-hook-form';
import type { z } from 'zod';
import {
  adSettingsInput,
  AD_REWARD_KINDS,
  AD_REWARD_KIND_LABELS,
  endpoints,
  type AdRewardKind,
  type AdSettings,
} from '@creator-console/contract';
import { Button, Card, Checkbox, EmptyState, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { AmountField, errorMessage, FormError, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useUpdateSettings } from '../api/sem';
import { semMessages } from '../messages';

type SettingsBody = z.output<typeof adSettingsInput>;
const COUNTS = [
  'default_observe_days',
  'featured_max_default',
  'engagement_min_plays',
  'min_like_permille',
  'max_conversion_pct',
] as const;
type Count = (typeof COUNTS)[number];
/** The whole numbers are typed as text; the amount is kept in fen by its `AmountField`. */
type SettingsValues = { reward_kinds: AdRewardKind[]; min_budget_fen: number | undefined } & Record<
  Count,
  string
>;

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

const valuesOf = (settings: AdSettings): SettingsValues => ({
  reward_kinds: [...settings.reward_kinds],
  min_budget_fen: settings.min_budget_fen,
  ...(Object.fromEntries(COUNTS.map((key) => [key, String(settings[key])])) as Record<Count, string>),
});

function RewardsForm({ settings }: { settings: AdSettings }) {
  const t = useMessages(semMessages);
  const { trigger, isMutating } = useUpdateSettings();
  const form = useContractForm<SettingsValues, SettingsBody>(adSettingsInput, {
    defaultValues: valuesOf(settings),
    toInput: (values) => ({
      ...values,
      ...Object.fromEntries(COUNTS.map((key) => [key, numberOf(values[key])])),
    }),
  });
  const kinds = useController({ control: form.control, name: 'reward_kinds' });
  const chosen = new Set(kinds.field.value);

  const submit = async (body: SettingsBody) => {
    try {
      const saved = await trigger({ body });
      form.reset(valuesOf(saved));
    } catch (error) {
      form.setServerErrors(error);
      return;
    }
    toaster.show({ tone: 'positive', message: t('settingsSaved') });
  };

  const count = (name: Count, label: string, hint?: string) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      inputMode="numeric"
      required
      {...(hint ? { hint } : {})}
    />
  );

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label={t('rewardsForm')}
    >
      <Stack space="large">
        <fieldset>
          <Stack space="small">
            <legend>
              <Text weight="strong">{t('rewardKinds')}</Text>
            </legend>
            <Text tone="muted" size="small">
              {t('rewardKindsHint')}
            </Text>
            <Inline space="medium">
              {AD_REWARD_KINDS.map((kind) => (
                <Checkbox
                  key={kind}
                  label={AD_REWARD_KIND_LABELS[kind]}
                  checked={chosen.has(kind)}
                  onCheckedChange={(checked) =>
                    kinds.field.onChange(
                      AD_REWARD_KINDS.filter((k) => (k === kind ? checked === true : chosen.has(k))),
                    )
                  }
                />
              ))}
            </Inline>
            {errorMessage(kinds.fieldState.error) ? (
              <Text tone="critical">{errorMessage(kinds.fieldState.error)}</Text>
            ) : null}
          </Stack>
        </fieldset>
        <AmountField control={form.control} name="min_budget_fen" label={t('minBudget')} required />
        {count('default_observe_days', t('observeDays'), t('observeDaysHint'))}
        {count('featured_max_default', t('featuredMax'), t('featuredMaxHint'))}
        <Card title={t('anomaly')} as="section" titleAs="h2">
          <Stack space="medium">
            <Text tone="muted">{t('anomalyHint')}</Text>
            {count('engagement_min_plays', t('engagementMinPlays'))}
            {count('min_like_permille', t('minLikePermille'))}
            {count('max_conversion_pct', t('maxConversionPct'))}
          </Stack>
        </Card>
        <FormError control={form.control} />
        <Inline space="small">
          <Button type="submit" icon="check" loading={isMutating}>
            {t('save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** 奖励: the reward kinds tasks may use, the minimum budget, the defaults and the anomaly thresholds. */
export function RewardsTab() {
  const t = useMessages(semMessages);
  const settings = useEndpoint(endpoints.adSettings);
  if (!settings.data) {
    return settings.error ? (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void settings.mutate()}>{t('retry')}</Button>}
      />
    ) : (
      <Skeleton lines={6} />
    );
  }
  return <RewardsForm key={settings.data.updated_at} settings={settings.data} />;
}
