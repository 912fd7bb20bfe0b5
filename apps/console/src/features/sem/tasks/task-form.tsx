import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isBusinessError } from '@creator-console/api-client';
import {
  AD_REWARD_KIND_LABELS,
  AD_TASK_REFUSALS,
  adTaskInput,
  adTaskUpdate,
  endpoints,
  type AdRewardKind,
  type AdTaskDetail,
} from '@creator-console/contract';
import { Button, Card, ConfirmDialog, Heading, IconButton, Inline, Stack, Text } from '@creator-console/ui';
import {
  AmountField,
  errorMessage,
  FormError,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextField,
  useContractForm,
  type ContractSchema,
} from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { AdImageField } from '../components/image-field';
import { useCreateTask, usePublishTask, useUpdateTask } from './api';
import * as styles from './facts.css';
import { DateTimeField, IdCheckList, LockedField, LockedFields } from './form-fields';
import { FormHallPreview } from './hall-preview';
import {
  editBody,
  newTaskValues,
  payableCount,
  refusalField,
  taskInput,
  taskValuesOf,
  type TaskFormValues,
} from './logic';
import { taskMessages } from './messages';

const NO_LOCKS: readonly string[] = [];

type Output = Record<string, unknown>;
const schemaOf = (schema: unknown) => schema as ContractSchema<Output>;

/**
 * The task form of /sem/create and /sem/edit (ad-tasks.md §10): four sections, 存草稿 and 发布
 * (confirmed); an edit disables the fields a started task keeps (任务已开始，不能修改), and a stale
 * version shows 重新加载. The right column is the hall card of what the form holds.
 */
export function TaskForm({ task, onReload }: { task?: AdTaskDetail; onReload?: () => Promise<unknown> }) {
  const t = useMessages(taskMessages);
  const navigate = useNavigate();
  const options = useEndpoint(endpoints.adTaskOptions);
  const settings = options.data?.settings;
  const create = useCreateTask();
  const update = useUpdateTask();
  const publishTask = usePublishTask();
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  // What the pressed button asks: the whole check for 发布, a draft's for 存草稿.
  const publishing = useRef(false);
  const [pressed, setPressed] = useState<'draft' | 'publish'>('draft');
  const draft = !task || task.status === 'draft';

  const form = useContractForm<TaskFormValues, Output>(
    async () => schemaOf(publishing.current || !task ? adTaskInput : adTaskUpdate),
    {
      defaultValues: task ? taskValuesOf(task) : newTaskValues(settings),
      toInput: (values) =>
        publishing.current || !task ? taskInput(values, publishing.current) : editBody(values, task),
    },
  );
  const { control } = form;
  const values = useWatch({ control }) as TaskFormValues;
  // The tiers as one array value, not `useFieldArray`: react-hook-form is one module in the login's
  // form-kit chunk, so every hook of it some page uses is code the login page loads.
  const tiers = values.reward?.tiers ?? [];
  const setTiers = (next: typeof tiers) =>
    form.setValue('reward.tiers', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const kind = values.reward?.kind ?? '';

  const place = (failure: unknown) => {
    if (isBusinessError(failure)) {
      if (failure.message === AD_TASK_REFUSALS.stale) {
        setStale(true);
        return;
      }
      const field = refusalField(failure.message);
      if (field)
        form.setError(field as never, { type: 'server', message: failure.message }, { shouldFocus: true });
      return;
    }
    form.setServerErrors(failure);
  };

  const send = async (publish: boolean) => {
    const raw = form.getValues();
    try {
      if (!task) {
        const saved = await create.trigger({ body: taskInput(raw, publish) });
        toaster.show({
          tone: 'positive',
          message: t(publish ? 'published' : 'draftSaved', { title: saved.title }),
        });
        void navigate(publish ? '/sem/index' : `/sem/edit?id=${saved.id}`, { replace: !publish });
        return;
      }
      const saved = await update.trigger({ params: { id: task.id }, body: editBody(raw, task) });
      if (publish) {
        await publishTask.trigger({ params: { id: task.id } });
        toaster.show({ tone: 'positive', message: t('published', { title: saved.title }) });
        void navigate('/sem/index');
        return;
      }
      toaster.show({
        tone: 'positive',
        message: t(saved.status === 'draft' ? 'draftSaved' : 'taskSaved', { title: saved.title }),
      });
      form.reset(taskValuesOf(saved));
    } catch (failure) {
      place(failure);
    }
  };

  const submit = (publish: boolean) => {
    publishing.current = publish;
    setPressed(publish ? 'publish' : 'draft');
    void form.handleSubmit(() => (publish ? setConfirming(true) : send(false)))();
  };

  const reload = async () => {
    await onReload?.();
    setStale(false);
    toaster.show({ tone: 'positive', message: t('reloaded') });
  };

  const data = options.data;
  const enabledKinds = data?.settings.reward_kinds ?? [];
  const kinds: AdRewardKind[] =
    kind && !enabledKinds.includes(kind) ? [...enabledKinds, kind] : [...enabledKinds];
  const payable = payableCount(values.reward ?? newTaskValues().reward, values.budget_fen);
  const busy = create.isMutating || update.isMutating || publishTask.isMutating;
  const typeOptions = [...(data?.types ?? [])];
  if (task?.type && !typeOptions.some((type) => type.id === task.type!.id)) typeOptions.push(task.type);

  return (
    <div className={styles.columns}>
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-label={task ? t('editTitle') : t('createTitle')}
      >
        <LockedFields value={task?.locked_fields ?? NO_LOCKS}>
          <Stack space="large">
            {stale ? (
              <div role="alert">
                <Card>
                  <Inline space="small" alignY="center" align="spaceBetween">
                    <Text tone="critical">{t('stale')}</Text>
                    <Button onClick={() => void reload()}>{t('reload')}</Button>
                  </Inline>
                </Card>
              </div>
            ) : null}
            <Card title={t('sectionBasics')} as="section" titleAs="h2">
              <Stack space="medium">
                <LockedField name="title">
                  {(disabled) => (
                    <FormTextField
                      control={control}
                      name="title"
                      label={t('title')}
                      maxLength={40}
                      required
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="advertiser_name">
                  {(disabled) => (
                    <FormTextField
                      control={control}
                      name="advertiser_name"
                      label={t('advertiserName')}
                      maxLength={50}
                      required
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="type_id">
                  {(disabled) => (
                    <FormSelect
                      control={control}
                      name="type_id"
                      label={t('typeId')}
                      placeholder={t('chooseType')}
                      options={typeOptions.map((type) => ({ value: String(type.id), label: type.name }))}
                      parse={(option) => (option ? Number(option) : null)}
                      required
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <AdImageField
                  label={t('cover')}
                  hint={t('coverHint')}
                  value={values.cover ?? null}
                  error={errorMessage(form.formState.errors.cover)}
                  onChange={(reference) => form.setValue('cover', reference, { shouldDirty: true })}
                  onBusyChange={setUploading}
                />
                <FormTextarea
                  control={control}
                  name="brief"
                  label={t('briefField')}
                  rows={5}
                  maxLength={2000}
                  required
                />
              </Stack>
            </Card>
            <Card title={t('sectionRules')} as="section" titleAs="h2">
              <Stack space="medium">
                <LockedField name="join_mode">
                  {(disabled) => (
                    <FormRadioGroup
                      control={control}
                      name="join_mode"
                      label={t('joinMode')}
                      orientation="horizontal"
                      options={[
                        { value: 'open', label: t('joinOpen') },
                        { value: 'apply', label: t('joinApply') },
                      ]}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="review_required">
                  {(disabled) => (
                    <FormSwitch
                      control={control}
                      name="review_required"
                      label={t('reviewSwitch')}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="required_tag">
                  {(disabled) => (
                    <FormSelect
                      control={control}
                      name="required_tag"
                      label={t('tagField')}
                      hint={t('tagHint')}
                      options={[
                        { value: '__none', label: t('noTag') },
                        ...(data?.tags ?? []).map((tag) => ({ value: tag.name, label: tag.name })),
                      ]}
                      parse={(option) => (option === '__none' || option === '' ? null : option)}
                      format={(value) => (value === null || value === undefined ? '__none' : String(value))}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <Inline space="medium">
                  <FormTextField
                    control={control}
                    name="max_participants"
                    label={t('maxParticipantsField')}
                    hint={t('maxParticipantsHint')}
                    inputMode="numeric"
                  />
                  <LockedField name="max_videos_per_creator">
                    {(disabled) => (
                      <FormTextField
                        control={control}
                        name="max_videos_per_creator"
                        label={t('maxVideosField')}
                        inputMode="numeric"
                        required
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                </Inline>
                <Inline space="medium">
                  <LockedField name="starts_at">
                    {(disabled) => (
                      <DateTimeField
                        control={control}
                        name="starts_at"
                        label={t('startsAt')}
                        required
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                  <DateTimeField control={control} name="ends_at" label={t('endsAt')} required />
                  <LockedField name="observe_days">
                    {(disabled) => (
                      <FormTextField
                        control={control}
                        name="observe_days"
                        label={t('observeDaysField')}
                        inputMode="numeric"
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                </Inline>
              </Stack>
            </Card>
            <Card title={t('sectionContent')} as="section" titleAs="h2">
              <Stack space="medium">
                <LockedField name="topic_ids">
                  {(disabled) => (
                    <IdCheckList
                      control={control}
                      name="topic_ids"
                      label={t('topicsField')}
                      hint={t('topicsHint')}
                      options={(data?.topics ?? []).map((topic) => ({
                        id: topic.id,
                        label: `#${topic.name}`,
                      }))}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="goods_ids">
                  {(disabled) => (
                    <IdCheckList
                      control={control}
                      name="goods_ids"
                      label={t('goodsField')}
                      hint={t('goodsHint')}
                      options={(data?.goods ?? []).map((goods) => ({
                        id: goods.id,
                        label: `${goods.name}（${goods.sku}）`,
                      }))}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="join_field_ids">
                  {(disabled) => (
                    <IdCheckList
                      control={control}
                      name="join_field_ids"
                      label={t('joinFieldsField')}
                      hint={t('fieldsHint')}
                      options={(data?.fields.join ?? []).map((field) => ({
                        id: field.id,
                        label: field.label,
                      }))}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="receipt_field_ids">
                  {(disabled) => (
                    <IdCheckList
                      control={control}
                      name="receipt_field_ids"
                      label={t('receiptFieldsField')}
                      hint={t('fieldsHint')}
                      options={(data?.fields.receipt ?? []).map((field) => ({
                        id: field.id,
                        label: field.label,
                      }))}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <LockedField name="receipt_required" forcedBy={kind === 'cpa' && t('cpaSource')}>
                  {(disabled) => (
                    <FormSwitch
                      control={control}
                      name="receipt_required"
                      label={t('receiptSwitch')}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
              </Stack>
            </Card>
            <Card title={t('sectionReward')} as="section" titleAs="h2">
              <Stack space="medium">
                <LockedField name="reward">
                  {(disabled) => (
                    <Stack space="medium">
                      <FormRadioGroup
                        control={control}
                        name="reward.kind"
                        label={t('rewardKindField')}
                        orientation="horizontal"
                        options={kinds.map((value) => ({ value, label: AD_REWARD_KIND_LABELS[value] }))}
                        disabled={disabled}
                      />
                      {kind === 'fixed' ? (
                        <AmountField
                          control={control}
                          name="reward.amount_fen"
                          label={t('amountYuan')}
                          required
                          disabled={disabled}
                        />
                      ) : null}
                      {kind === 'cpm' ? (
                        <Inline space="medium">
                          <AmountField
                            control={control}
                            name="reward.cpm_fen"
                            label={t('cpmYuan')}
                            required
                            disabled={disabled}
                          />
                          <FormTextField
                            control={control}
                            name="reward.min_plays"
                            label={t('minPlays')}
                            inputMode="numeric"
                            required
                            disabled={disabled}
                          />
                          <AmountField
                            control={control}
                            name="reward.cap_fen"
                            label={t('capYuan')}
                            required
                            disabled={disabled}
                          />
                        </Inline>
                      ) : null}
                      {kind === 'cpa' ? (
                        <Stack space="small">
                          <Inline space="medium">
                            <AmountField
                              control={control}
                              name="reward.cpa_fen"
                              label={t('cpaYuan')}
                              required
                              disabled={disabled}
                            />
                            <FormTextField
                              control={control}
                              name="reward.conversion_label"
                              label={t('conversionLabel')}
                              hint={t('conversionHint')}
                              maxLength={10}
                              required
                              disabled={disabled}
                            />
                            <AmountField
                              control={control}
                              name="reward.cap_fen"
                              label={t('capYuan')}
                              required
                              disabled={disabled}
                            />
                          </Inline>
                          <Text size="small" tone="muted">
                            {t('cpaSource')}
                          </Text>
                        </Stack>
                      ) : null}
                      {kind === 'tiered' ? (
                        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                          <legend>
                            <Text weight="medium">{t('tiers')}</Text>
                          </legend>
                          <Stack space="small">
                            {tiers.map((_tier, index) => (
                              <Inline key={index} space="medium" alignY="bottom">
                                <FormTextField
                                  control={control}
                                  name={`reward.tiers.${index}.min_plays`}
                                  label={t('tierPlays', { n: index + 1 })}
                                  inputMode="numeric"
                                  required
                                  disabled={disabled}
                                />
                                <AmountField
                                  control={control}
                                  name={`reward.tiers.${index}.amount_fen`}
                                  label={t('tierAmount', { n: index + 1 })}
                                  required
                                  disabled={disabled}
                                />
                                <IconButton
                                  icon="trash"
                                  label={t('removeTier', { n: index + 1 })}
                                  variant="ghost"
                                  disabled={tiers.length <= 1 || disabled}
                                  onClick={() => setTiers(tiers.filter((_other, at) => at !== index))}
                                />
                              </Inline>
                            ))}
                            {errorMessage(
                              form.formState.errors.reward?.tiers?.root ??
                                form.formState.errors.reward?.tiers,
                            ) && !Array.isArray(form.formState.errors.reward?.tiers) ? (
                              <div role="alert">
                                <Text tone="critical" size="small">
                                  {errorMessage(form.formState.errors.reward?.tiers)}
                                </Text>
                              </div>
                            ) : null}
                            <Inline space="small">
                              <Button
                                variant="ghost"
                                icon="plus"
                                disabled={tiers.length >= 5 || disabled}
                                onClick={() => setTiers([...tiers, { min_plays: '', amount_fen: undefined }])}
                              >
                                {t('addTier')}
                              </Button>
                            </Inline>
                          </Stack>
                        </fieldset>
                      ) : null}
                    </Stack>
                  )}
                </LockedField>
                <LockedField name="metric_source" forcedBy={kind === 'cpa' && t('cpaSource')}>
                  {(disabled) => (
                    <FormRadioGroup
                      control={control}
                      name="metric_source"
                      label={t('metricSource')}
                      orientation="horizontal"
                      options={[
                        { value: 'platform', label: t('source_platform') },
                        { value: 'receipt', label: t('source_receipt') },
                      ]}
                      disabled={disabled}
                    />
                  )}
                </LockedField>
                <Inline space="medium">
                  <LockedField name="per_creator_cap_fen">
                    {(disabled) => (
                      <AmountField
                        control={control}
                        name="per_creator_cap_fen"
                        label={t('perCreatorCapField')}
                        hint={t('perCreatorCapHint')}
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                  <LockedField name="featured_bonus_fen">
                    {(disabled) => (
                      <AmountField
                        control={control}
                        name="featured_bonus_fen"
                        label={t('featuredBonusField')}
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                  <LockedField name="featured_max">
                    {(disabled) => (
                      <FormTextField
                        control={control}
                        name="featured_max"
                        label={t('featuredMaxField')}
                        inputMode="numeric"
                        disabled={disabled}
                      />
                    )}
                  </LockedField>
                </Inline>
                <Stack space="xsmall">
                  <AmountField control={control} name="budget_fen" label={t('budgetField')} required />
                  {payable !== null ? (
                    <Text size="small" tone="muted" data-testid="payable">
                      {t('payable', { n: payable.toLocaleString('en-US') })}
                    </Text>
                  ) : null}
                </Stack>
              </Stack>
            </Card>
            <FormError control={control} />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={() => void navigate('/sem/index')}>
                {t('back')}
              </Button>
              <Button
                variant={draft ? 'soft' : 'solid'}
                loading={busy && pressed === 'draft'}
                disabled={uploading}
                onClick={() => submit(false)}
              >
                {draft ? t('saveDraft') : t('save')}
              </Button>
              {draft ? (
                <Button
                  loading={busy && pressed === 'publish'}
                  disabled={uploading}
                  onClick={() => submit(true)}
                >
                  {t('publishButton')}
                </Button>
              ) : null}
            </Inline>
          </Stack>
        </LockedFields>
      </form>
      <aside className={styles.aside} aria-label={t('hallPreview')}>
        <Stack space="small">
          <Heading level={2}>{t('hallPreview')}</Heading>
          <FormHallPreview values={values} types={typeOptions} />
        </Stack>
      </aside>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('publishTitle')}
        description={t('publishFormConfirm')}
        confirmLabel={t('publishButton')}
        onConfirm={() => send(true)}
      />
    </div>
  );
}
