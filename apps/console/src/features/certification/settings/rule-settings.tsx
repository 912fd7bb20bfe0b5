import type { z } from 'zod';
import {
  CERTIFICATION_TYPE_LABELS,
  endpoints,
  ruleChecks,
  updateSettingRule,
  type CertificationRule,
} from '@creator-console/contract';
import { Button, Card, EmptyState, Inline, Stack, Tag, Text } from '@creator-console/ui';
import { FormError, FormSwitch, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useUpdateRule } from './api';
import { settingsMessages } from './messages';

type RuleBody = z.output<NonNullable<typeof updateSettingRule.body>>;
const NUMBERS = [
  'min_fans',
  'posts_window_days',
  'min_posts',
  'min_account_days',
  'reapply_cooldown_days',
] as const;
type RuleValues = Omit<RuleBody, (typeof NUMBERS)[number]> & Record<(typeof NUMBERS)[number], string>;

/** Text fields hold numbers as typed; the contract reads numbers (a blank is no number). */
const toInput = (values: RuleValues) => ({
  ...values,
  ...Object.fromEntries(
    NUMBERS.map((key) => [key, values[key].trim() === '' ? undefined : Number(values[key])]),
  ),
});

const valuesOf = (rule: CertificationRule): RuleValues => ({
  version: rule.version,
  open: rule.open,
  require_real_name: rule.require_real_name,
  require_enterprise: rule.require_enterprise,
  notice: rule.notice,
  ...(Object.fromEntries(NUMBERS.map((key) => [key, String(rule[key])])) as Record<
    (typeof NUMBERS)[number],
    string
  >),
});

/** The checklist an applicant will see above the form, from the values being edited. */
export function RulePreview({ rule }: { rule: Omit<CertificationRule, 'version' | 'updated_at'> }) {
  const t = useMessages(settingsMessages);
  const checks = ruleChecks(rule);
  return (
    <Stack space="xsmall" data={{ testid: 'rule-preview' }}>
      <Text weight="strong">{t('preview')}</Text>
      {!rule.open && <Tag tone="caution">{t('previewClosed')}</Tag>}
      {checks.length === 0 ? (
        <Text tone="muted">{t('previewNone')}</Text>
      ) : (
        <ul aria-label={t('preview')}>
          {checks.map((check) => (
            <li key={check.key}>
              <Text>{check.label}</Text>
            </li>
          ))}
        </ul>
      )}
      {rule.notice && <Text tone="muted">{rule.notice}</Text>}
    </Stack>
  );
}

function RuleCard({ rule }: { rule: CertificationRule }) {
  const t = useMessages(settingsMessages);
  const { trigger, isMutating } = useUpdateRule();
  const label = CERTIFICATION_TYPE_LABELS[rule.type];
  const form = useContractForm<RuleValues, RuleBody>(updateSettingRule.body!, {
    defaultValues: valuesOf(rule),
    toInput,
  });
  const watched = form.watch();
  const numbers = Object.fromEntries(NUMBERS.map((key) => [key, Number(watched[key]) || 0])) as Record<
    (typeof NUMBERS)[number],
    number
  >;
  const submit = async (body: RuleBody) => {
    try {
      const saved = await trigger({ params: { type: rule.type }, body });
      form.reset(valuesOf(saved));
      toaster.show({ tone: 'positive', message: t('ruleSaved', { type: label }) });
    } catch (failure) {
      form.setServerErrors(failure); // 202 `规则已被他人修改，请刷新后重试`: the client's toast
    }
  };
  return (
    <Card title={label} as="section" titleAs="h2">
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label={label}>
        <Stack space="medium">
          <FormSwitch control={form.control} name="open" label={t('open')} />
          {rule.type !== 'personal' && (
            <FormSwitch control={form.control} name="require_real_name" label={t('requireRealName')} />
          )}
          {rule.type === 'mcn' && (
            <FormSwitch control={form.control} name="require_enterprise" label={t('requireEnterprise')} />
          )}
          <FormTextField control={form.control} name="min_fans" label={t('minFans')} inputMode="numeric" />
          <Inline space="small">
            <FormTextField
              control={form.control}
              name="posts_window_days"
              label={t('postsWindow')}
              inputMode="numeric"
            />
            <FormTextField
              control={form.control}
              name="min_posts"
              label={t('minPosts')}
              inputMode="numeric"
            />
          </Inline>
          <FormTextField
            control={form.control}
            name="min_account_days"
            label={t('minAccountDays')}
            inputMode="numeric"
          />
          <FormTextField
            control={form.control}
            name="reapply_cooldown_days"
            label={t('cooldown')}
            inputMode="numeric"
          />
          <FormTextarea control={form.control} name="notice" label={t('notice')} maxLength={500} rows={3} />
          <RulePreview
            rule={{
              type: rule.type,
              open: watched.open,
              require_real_name: watched.require_real_name,
              require_enterprise: watched.require_enterprise,
              notice: watched.notice,
              ...numbers,
            }}
          />
          <FormError control={form.control} />
          <Inline align="right">
            <Button type="submit" loading={isMutating} aria-label={`${t('save')}：${label}`}>
              {t('save')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}

/** /certification/rule: the basic conditions of the five certification types, one card each. */
export function RuleSettings() {
  const t = useMessages(settingsMessages);
  const { data, isLoading } = useEndpoint(endpoints.settingRules);
  return (
    <ListPage>
      <Text tone="muted">{t('ruleHint')}</Text>
      {!isLoading && (data ?? []).length === 0 ? (
        <EmptyState title={t('previewNone')} />
      ) : (
        <Stack space="large">
          {(data ?? []).map((rule) => (
            // Re-mounted when the saved version changes, so the form starts from what was saved.
            <RuleCard key={`${rule.type}-${rule.version}`} rule={rule} />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
