import { Controller } from 'react-hook-form';
import {
  endpoints,
  formatFen,
  MISSION_KIND_LABELS,
  MISSION_KINDS,
  missionSettingsInput,
  type MissionKind,
  type MissionSettings,
} from '@creator-console/contract';
import { Button, Card, Checkbox, FormField, Skeleton, Stack } from '@creator-console/ui';
import { AmountField, FormError, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useUpdateMissionSettings } from '../api';
import { missionMessages } from '../messages';

type Values = {
  monthly_budget_fen: number | undefined;
  per_user_monthly_cap_fen: number | undefined;
  enabled_kinds: MissionKind[];
};
type Output = (typeof missionSettingsInput)['_zod']['output'];

function SettingsForm({ settings }: { settings: MissionSettings }) {
  const t = useMessages(missionMessages);
  const { trigger, isMutating } = useUpdateMissionSettings();
  const form = useContractForm<Values, Output>(missionSettingsInput, {
    defaultValues: {
      monthly_budget_fen: settings.monthly_budget_fen,
      per_user_monthly_cap_fen: settings.per_user_monthly_cap_fen,
      enabled_kinds: settings.enabled_kinds,
    },
  });
  const submit = async (body: Output) => {
    try {
      await trigger({ body });
      toaster.show({ tone: 'positive', message: t('settingsSaved') });
    } catch (failure) {
      form.setServerErrors(failure);
    }
  };
  return (
    <Card title={t('enabledKinds')} as="section" titleAs="h2">
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label={t('save')}>
        <Stack space="medium">
          <AmountField
            control={form.control}
            name="monthly_budget_fen"
            label={t('monthlyBudget')}
            hint={t('monthlyBudgetHint', { spent: formatFen(settings.month_claimed_fen) })}
            required
          />
          <AmountField control={form.control} name="per_user_monthly_cap_fen" label={t('userCap')} required />
          <Controller
            control={form.control}
            name="enabled_kinds"
            render={({ field, fieldState }) => (
              <FormField label={t('enabledKinds')} error={fieldState.error?.message}>
                <Stack space="xsmall">
                  {MISSION_KINDS.map((kind) => (
                    <Checkbox
                      key={kind}
                      label={MISSION_KIND_LABELS[kind]}
                      checked={field.value.includes(kind)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? MISSION_KINDS.filter((k) => k === kind || field.value.includes(k))
                            : field.value.filter((k) => k !== kind),
                        )
                      }
                    />
                  ))}
                </Stack>
              </FormField>
            )}
          />
          <FormError control={form.control} />
          <div>
            <Button type="submit" loading={isMutating}>
              {t('save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** /mission/set 任务设置: monthly platform budget, per-user monthly cap, enabled kinds (ad-tasks.md §10). */
export default function MissionSettingsPage() {
  const settings = useEndpoint(endpoints.missionSettings);
  return (
    <ListPage>{settings.data ? <SettingsForm settings={settings.data} /> : <Skeleton lines={4} />}</ListPage>
  );
}
