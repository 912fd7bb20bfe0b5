import { useState } from 'react';
import { Button, Card, Inline, Stack, Text } from '@creator-console/ui';
import { enterpriseFields, mcnFields } from '@creator-console/contract';
import { FormError, FormTextarea, FormTextField } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { certificationMessages } from '../messages';
import type { ApplicationFormProps } from './application-page';
import { FormDocumentsField } from './documents-field';
import { useApplicationForm } from './use-application-form';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (typeof value === 'string' && value ? [value] : []);

type EntityValues = {
  entity_name: string;
  credit_code: string;
  /** The licence image, as the documents field keeps it: a list of one. */
  license_image: string[];
  legal_person: string;
  contact_phone: string;
  contact_name: string;
  description: string;
};

/**
 * The enterprise form — company name, credit code, licence, legal representative, contact
 * phone — and, for an MCN, the contact person and the agency's description too.
 */
export function EntityForm({
  type,
  initial,
  reapplyId,
  onSubmitted,
}: ApplicationFormProps & { type: 'enterprise' | 'mcn' }) {
  const t = useMessages(certificationMessages);
  const [uploading, setUploading] = useState(false);
  const mcn = type === 'mcn';
  const { form, send, submitting, failed } = useApplicationForm<'enterprise' | 'mcn', EntityValues>({
    type,
    schema: mcn ? mcnFields : enterpriseFields,
    defaultValues: {
      entity_name: text(initial?.entity_name),
      credit_code: text(initial?.credit_code),
      license_image: list(initial?.license_image),
      legal_person: text(initial?.legal_person),
      contact_phone: text(initial?.contact_phone),
      contact_name: text(initial?.contact_name),
      description: text(initial?.description),
    },
    toInput: ({ license_image, contact_name, description, ...values }) => ({
      ...values,
      license_image: license_image[0] ?? '',
      ...(mcn ? { contact_name, description } : {}),
    }),
    reapplyId,
    onSubmitted,
  });
  const { control } = form;

  return (
    <Card as="section" titleAs="h2" title={t(type)}>
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
        <Stack space="large">
          <FormTextField
            control={control}
            name="entity_name"
            label={t('entityName')}
            required
            autoComplete="organization"
          />
          <FormTextField
            control={control}
            name="credit_code"
            label={t('creditCode')}
            hint={t('creditCodeHint')}
            required
            maxLength={18}
            format={(code) => code.toUpperCase()}
          />
          <FormDocumentsField
            form={form}
            name="license_image"
            label={t('licenseImage')}
            onBusyChange={setUploading}
          />
          <FormTextField control={control} name="legal_person" label={t('legalPerson')} required />
          {mcn ? (
            <FormTextField
              control={control}
              name="contact_name"
              label={t('contactName')}
              required
              autoComplete="name"
            />
          ) : null}
          <FormTextField
            control={control}
            name="contact_phone"
            label={t('contactPhone')}
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel"
            maxLength={11}
          />
          {mcn ? (
            <FormTextarea
              control={control}
              name="description"
              label={t('description')}
              required
              maxLength={500}
            />
          ) : null}
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
