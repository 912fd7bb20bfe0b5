import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Card, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { categoryFields } from '@creator-console/contract';
import { FormError, FormSelect, FormTextarea } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { useCertificationCategories } from '../api/get-categories';
import { useCertificationItem } from '../api/get-item';
import { certificationMessages } from '../messages';
import type { ApplicationFormProps } from './application-page';
import * as styles from './application-page.css';
import { FormDocumentsField } from './documents-field';
import { useApplicationForm } from './use-application-form';

const MAX_PROOFS = 9;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

type CategoryValues = {
  category_id: number | undefined;
  info_id: number | undefined;
  description: string;
  proof_images: string[];
};

/**
 * Identity or interest certification: a category, then one of its items (with the item's
 * conditions), a statement and up to nine proof images.
 */
export function CategoryForm({
  type,
  initial,
  reapplyId,
  onSubmitted,
}: ApplicationFormProps & { type: 'identity' | 'interest' }) {
  const t = useMessages(certificationMessages);
  const categories = useCertificationCategories();
  const [uploading, setUploading] = useState(false);
  const { form, send, submitting, failed } = useApplicationForm<'identity' | 'interest', CategoryValues>({
    type,
    schema: categoryFields,
    defaultValues: {
      category_id: idOf(initial?.category_id),
      info_id: idOf(initial?.info_id),
      description: typeof initial?.description === 'string' ? initial.description : '',
      proof_images: Array.isArray(initial?.proof_images) ? initial.proof_images : [],
    },
    reapplyId,
    onSubmitted,
  });
  const { control } = form;
  const [categoryId, itemId] = useWatch({ control, name: ['category_id', 'info_id'] });
  const item = useCertificationItem(itemId ?? null);

  const ofType = (categories.data ?? []).filter((category) => category.type === type);
  const category = ofType.find((candidate) => candidate.id === categoryId);

  if (!categories.data) return <Skeleton lines={6} />;

  return (
    <Card as="section" titleAs="h2" title={t(type)}>
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <Stack space="large">
          <FormSelect
            control={control}
            name="category_id"
            label={t('category')}
            required
            options={ofType.map((option) => ({ value: String(option.id), label: option.name }))}
            parse={Number}
            // Another category's items do not apply: the item is chosen again.
            onValueChange={() => form.setValue('info_id', undefined)}
          />
          <FormSelect
            control={control}
            name="info_id"
            label={t('item')}
            required
            disabled={!category}
            placeholder={category ? undefined : t('chooseCategoryFirst')}
            options={(category?.items ?? []).map((option) => ({
              value: String(option.id),
              label: option.name,
            }))}
            parse={Number}
          />
          {item.data && item.data.id === itemId ? (
            <Card as="section" titleAs="h3" title={`${t('conditions')}：${item.data.name}`}>
              <Stack space="small">
                <Text tone="muted">{item.data.description}</Text>
                <ul className={styles.conditions}>
                  {item.data.conditions.map((condition) => (
                    <li key={condition}>{condition}</li>
                  ))}
                </ul>
              </Stack>
            </Card>
          ) : null}
          <FormTextarea
            control={control}
            name="description"
            label={t('categoryDescription')}
            hint={t('categoryDescriptionHint')}
            required
            maxLength={500}
          />
          <FormDocumentsField
            form={form}
            name="proof_images"
            label={t('proofImages')}
            hint={t('proofHint')}
            max={MAX_PROOFS}
            onBusyChange={setUploading}
          />
          <FormError control={control} />
          {failed ? <Text tone="critical">{t('formError')}</Text> : null}
          <Inline>
            <Button type="submit" tone="accent" variant="solid" loading={submitting} disabled={uploading}>
              {reapplyId === undefined ? t('submit') : t('resubmit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
