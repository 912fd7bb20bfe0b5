import { useState, type FormEvent } from 'react';
import { Button, Card, Inline, Select, Skeleton, Stack, Text, Textarea } from '@creator-console/ui';
import { categoryFields } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { useCertificationCategories } from '../api/get-categories';
import { useCertificationItem } from '../api/get-item';
import { certificationMessages } from '../messages';
import type { ApplicationFormProps } from './application-page';
import * as styles from './application-page.css';
import { DocumentsField } from './documents-field';
import { useApplicationForm } from './use-application-form';

const MAX_PROOFS = 9;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

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
  const [categoryId, setCategoryId] = useState(idOf(initial?.category_id));
  const [itemId, setItemId] = useState(idOf(initial?.info_id));
  const [description, setDescription] = useState(
    typeof initial?.description === 'string' ? initial.description : '',
  );
  const [proofs, setProofs] = useState<string[]>(
    Array.isArray(initial?.proof_images) ? initial.proof_images : [],
  );
  const [uploading, setUploading] = useState(false);
  const item = useCertificationItem(itemId ?? null);
  const identityForm = useApplicationForm({
    type: 'identity',
    schema: categoryFields,
    reapplyId,
    onSubmitted,
  });
  const interestForm = useApplicationForm({
    type: 'interest',
    schema: categoryFields,
    reapplyId,
    onSubmitted,
  });
  const form = type === 'identity' ? identityForm : interestForm;
  const { errors } = form;

  const ofType = (categories.data ?? []).filter((category) => category.type === type);
  const category = ofType.find((candidate) => candidate.id === categoryId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit({ category_id: categoryId, info_id: itemId, description, proof_images: proofs });
  };

  if (!categories.data) return <Skeleton lines={6} />;

  return (
    <Card as="section" titleAs="h2" title={t(type)}>
      <form onSubmit={submit} noValidate>
        <Stack space="large">
          <Select
            label={t('category')}
            required
            options={ofType.map((option) => ({ value: String(option.id), label: option.name }))}
            value={categoryId === undefined ? '' : String(categoryId)}
            error={errors.category_id}
            onValueChange={(value) => {
              setCategoryId(Number(value));
              setItemId(undefined);
              form.clearError('category_id');
            }}
          />
          <Select
            label={t('item')}
            required
            disabled={!category}
            placeholder={category ? undefined : t('chooseCategoryFirst')}
            options={(category?.items ?? []).map((option) => ({
              value: String(option.id),
              label: option.name,
            }))}
            value={itemId === undefined ? '' : String(itemId)}
            error={errors.info_id}
            onValueChange={(value) => {
              setItemId(Number(value));
              form.clearError('info_id');
            }}
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
          <Textarea
            label={t('categoryDescription')}
            hint={t('categoryDescriptionHint')}
            required
            maxLength={500}
            value={description}
            error={errors.description}
            onChange={(event) => {
              setDescription(event.target.value);
              form.clearError('description');
            }}
          />
          <DocumentsField
            label={t('proofImages')}
            hint={t('proofHint')}
            max={MAX_PROOFS}
            values={proofs}
            onChange={(update) => {
              setProofs(update);
              form.clearError('proof_images');
            }}
            error={errors.proof_images}
            onBusyChange={setUploading}
          />
          {form.failed ? <Text tone="critical">{t('formError')}</Text> : null}
          <Inline>
            <Button
              type="submit"
              tone="accent"
              variant="solid"
              loading={form.submitting}
              disabled={uploading}
            >
              {reapplyId === undefined ? t('submit') : t('resubmit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
