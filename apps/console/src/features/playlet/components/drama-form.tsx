import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  FILING_TIERS,
  FILING_TIER_LABELS,
  playletDramaFields,
  type PlayletDrama,
} from '@creator-console/contract';
import { FormDialog, FormSelect, FormTextarea, FormTextField, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useCreateDrama, useUpdateDrama } from '../api/playlet';
import { playletMessages } from '../messages';
import { FilesField } from './files-field';

type Values = {
  title: string;
  episodes: string;
  synopsis: string;
  filing_tier: string;
  filing_no: string;
  rights_files: string[];
};
type Output = (typeof playletDramaFields)['_zod']['output'];

/** 新增剧目 for a partner, or the change of a drama not yet approved (money.md §9.9). */
export function DramaDialog({
  partnerId,
  drama,
  onClose,
}: {
  /** Adding: the partner's id. */
  partnerId?: number;
  /** Editing: the drama. */
  drama?: PlayletDrama;
  onClose: () => void;
}) {
  const t = useMessages(playletMessages);
  const create = useCreateDrama();
  const update = useUpdateDrama();
  const [busy, setBusy] = useState(false);
  const form = useContractForm<Values, Output>(playletDramaFields, {
    defaultValues: {
      title: drama?.title ?? '',
      episodes: drama ? String(drama.episodes) : '',
      synopsis: drama?.synopsis ?? '',
      filing_tier: drama?.filing_tier ?? '',
      filing_no: drama?.filing_no ?? '',
      rights_files: drama?.rights_files ?? [],
    },
    toInput: (values) => ({
      ...values,
      episodes: /^\d+$/.test(values.episodes.trim()) ? Number(values.episodes.trim()) : values.episodes,
      filing_tier: values.filing_tier || undefined,
    }),
  });

  const submit = async (body: Output) => {
    if (busy) {
      toaster.show({ tone: 'caution', message: t('uploading') });
      return;
    }
    if (drama) {
      await update.trigger({ params: { id: drama.id }, body });
      toaster.show({ tone: 'positive', message: t('dramaSaved', { title: body.title }) });
    } else {
      await create.trigger({ body: { ...body, partner_id: partnerId! } });
      toaster.show({ tone: 'positive', message: t('dramaAdded', { title: body.title }) });
    }
    onClose();
  };

  return (
    <FormDialog
      title={drama ? t('editDramaLabel', { title: drama.title }) : t('addDrama')}
      form={form}
      submit={submit}
      submitting={create.isMutating || update.isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="title" label={t('drama')} required />
      <FormTextField
        control={form.control}
        name="episodes"
        label={t('episodes')}
        inputMode="numeric"
        required
      />
      <FormTextarea control={form.control} name="synopsis" label={t('synopsis')} rows={3} />
      <FormSelect
        control={form.control}
        name="filing_tier"
        label={t('filingTier')}
        options={FILING_TIERS.map((tier) => ({ value: tier, label: FILING_TIER_LABELS[tier] }))}
      />
      <FormTextField control={form.control} name="filing_no" label={t('filingNo')} required />
      <Controller
        control={form.control}
        name="rights_files"
        render={({ field, fieldState }) => (
          <FilesField
            label={t('rightsFiles')}
            hint={t('rightsFilesHint')}
            purpose="playlet"
            max={9}
            values={field.value}
            onChange={(change) => field.onChange(change(form.getValues('rights_files')))}
            error={fieldState.error?.message}
            onBusyChange={setBusy}
          />
        )}
      />
    </FormDialog>
  );
}
