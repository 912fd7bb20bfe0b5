import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { VIDEO_LIMITS, VIDEO_VISIBILITIES, type VideoVisibility } from '@creator-console/contract';
import { Button, Inline, Stack, Text } from '@creator-console/ui';
import {
  FormError,
  FormRadioGroup,
  FormTextarea,
  FormTextField,
  useContractForm,
  type ContractForm,
  type ContractFormOptions,
  type ContractSchema,
} from '../../../shared/form';
import { useMessages, type Dictionary } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';

/** What every publish form holds, besides its kind's own fields. */
export type ContentFormValues = {
  title: string;
  description: string;
  visibility: VideoVisibility;
  /** 发布 / 提交审核 or 存草稿, set by the button pressed. */
  submit: boolean;
};

type PublishKey = 'fixErrors' | 'submitted' | 'draftSaved';
type FieldKey = 'title' | 'titleHint' | 'description' | 'visibility' | `visibility_${VideoVisibility}`;
type ButtonKey = 'submit' | 'resubmit' | 'saveDraft' | 'waitUpload';

export type PublishFormOptions<Values extends ContentFormValues, Output, Saved> = ContractFormOptions<
  Values,
  Output
> & {
  messages: Dictionary<PublishKey>;
  /** Sends the checked input: creates the content, or changes the saved one. */
  send: (input: Output) => Promise<Saved>;
  onSaved: (saved: Saved, submitted: boolean) => void;
};

export interface PublishForm<Values extends ContentFormValues, Output> {
  form: ContractForm<Values, Output>;
  /** 发布 / 提交审核 (`true`) or 存草稿: the contract's checks differ (a draft needs only its title). */
  save: (submit: boolean) => Promise<void>;
  onSubmit: (event: FormEvent) => void;
}

/**
 * A video's or an album's publish form: checked by the contract's schema before sending, saved as
 * a draft or submitted, the outcome told in a toast, the server's 400 issues put on the fields.
 */
export function usePublishForm<
  Values extends ContentFormValues,
  Output extends { submit: boolean },
  Saved extends { title: string },
>(
  schema: ContractSchema<Output>,
  { messages, send, onSaved, ...options }: PublishFormOptions<Values, Output, Saved>,
): PublishForm<Values, Output> {
  const t = useMessages(messages);
  const form = useContractForm<Values, Output>(schema, options);

  const publish = async (input: Output) => {
    try {
      const saved = await send(input);
      toaster.show({
        tone: 'positive',
        message: input.submit
          ? t('submitted', { title: saved.title })
          : t('draftSaved', { title: saved.title }),
      });
      onSaved(saved, input.submit);
    } catch (error) {
      form.setServerErrors(error);
    }
  };

  const save = (submit: boolean) => {
    form.setValue('submit' as FieldPath<Values>, submit as PathValue<Values, FieldPath<Values>>);
    return form.handleSubmit(publish, () => toaster.show({ tone: 'critical', message: t('fixErrors') }))();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  return { form, save, onSubmit };
}

type Bound<Values extends FieldValues> = {
  // The transformed-values type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, any, any>;
  messages: Dictionary<FieldKey>;
};

/** The title and the description, within the contract's lengths. */
export function ContentTextFields<Values extends ContentFormValues>({ control, messages }: Bound<Values>) {
  const t = useMessages(messages);
  return (
    <>
      <FormTextField
        control={control}
        name={'title' as FieldPath<Values>}
        label={t('title')}
        required
        maxLength={VIDEO_LIMITS.titleMax}
        hint={t('titleHint')}
      />
      <FormTextarea
        control={control}
        name={'description' as FieldPath<Values>}
        label={t('description')}
        maxLength={VIDEO_LIMITS.descriptionMax}
        rows={3}
        autosize={{ maxRows: 8 }}
      />
    </>
  );
}

/** Who can see it: public, followers, only me. */
export function VisibilityField<Values extends ContentFormValues>({ control, messages }: Bound<Values>) {
  const t = useMessages(messages);
  return (
    <FormRadioGroup
      control={control}
      name={'visibility' as FieldPath<Values>}
      label={t('visibility')}
      orientation="horizontal"
      options={VIDEO_VISIBILITIES.map((value) => ({ value, label: t(`visibility_${value}`) }))}
    />
  );
}

/**
 * The publish form's frame: its fields, the form-level error, then 发布 / 提交审核 (重新提交审核
 * for rejected content) and 存草稿, both held back while `busy`; `waiting` says the upload runs.
 */
export function PublishFormFrame<Values extends ContentFormValues, Output>({
  publish,
  title,
  messages,
  rejected,
  saving,
  busy,
  waiting,
  children,
}: {
  publish: PublishForm<Values, Output>;
  /** The form's accessible name. */
  title: string;
  messages: Dictionary<ButtonKey>;
  rejected: boolean;
  /** The save call is running. */
  saving: boolean;
  busy: boolean;
  waiting: boolean;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <form onSubmit={publish.onSubmit} noValidate aria-label={title}>
      <Stack space="large">
        {children}
        <FormError control={publish.form.control} />
        <Inline space="small" alignY="center">
          <Button type="submit" tone="accent" variant="solid" loading={saving} disabled={busy}>
            {rejected ? t('resubmit') : t('submit')}
          </Button>
          <Button variant="soft" disabled={saving || busy} onClick={() => void publish.save(false)}>
            {t('saveDraft')}
          </Button>
          {waiting ? (
            <Text tone="muted" size="small">
              {t('waitUpload')}
            </Text>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
