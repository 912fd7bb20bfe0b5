import { useState, type FormEvent } from 'react';
import { Button, Card, Inline, Stack, Text, TextField, Textarea } from '@creator-console/ui';
import { enterpriseFields, mcnFields } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { certificationMessages } from '../messages';
import type { ApplicationFormProps } from './application-page';
import { DocumentsField } from './documents-field';
import { useApplicationForm } from './use-application-form';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (typeof value === 'string' && value ? [value] : []);

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
  const [entityName, setEntityName] = useState(text(initial?.entity_name));
  const [creditCode, setCreditCode] = useState(text(initial?.credit_code));
  const [license, setLicense] = useState(list(initial?.license_image));
  const [legalPerson, setLegalPerson] = useState(text(initial?.legal_person));
  const [contactPhone, setContactPhone] = useState(text(initial?.contact_phone));
  const [contactName, setContactName] = useState(text(initial?.contact_name));
  const [description, setDescription] = useState(text(initial?.description));
  const [uploading, setUploading] = useState(false);
  const mcn = type === 'mcn';
  const enterpriseForm = useApplicationForm({
    type: 'enterprise',
    schema: enterpriseFields,
    reapplyId,
    onSubmitted,
  });
  const mcnForm = useApplicationForm({ type: 'mcn', schema: mcnFields, reapplyId, onSubmitted });
  const form = mcn ? mcnForm : enterpriseForm;
  const { errors } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      entity_name: entityName,
      credit_code: creditCode,
      license_image: license[0] ?? '',
      legal_person: legalPerson,
      contact_phone: contactPhone,
      ...(mcn ? { contact_name: contactName, description } : {}),
    };
    void form.submit(values);
  };

  return (
    <Card as="section" titleAs="h2" title={t(type)}>
      <form onSubmit={submit} noValidate>
        <Stack space="large">
          <TextField
            label={t('entityName')}
            required
            autoComplete="organization"
            value={entityName}
            error={errors.entity_name}
            onChange={(event) => {
              setEntityName(event.target.value);
              form.clearError('entity_name');
            }}
          />
          <TextField
            label={t('creditCode')}
            hint={t('creditCodeHint')}
            required
            maxLength={18}
            value={creditCode}
            error={errors.credit_code}
            onChange={(event) => {
              setCreditCode(event.target.value.toUpperCase());
              form.clearError('credit_code');
            }}
          />
          <DocumentsField
            label={t('licenseImage')}
            values={license}
            onChange={(update) => {
              setLicense(update);
              form.clearError('license_image');
            }}
            error={errors.license_image}
            onBusyChange={setUploading}
          />
          <TextField
            label={t('legalPerson')}
            required
            value={legalPerson}
            error={errors.legal_person}
            onChange={(event) => {
              setLegalPerson(event.target.value);
              form.clearError('legal_person');
            }}
          />
          {mcn ? (
            <TextField
              label={t('contactName')}
              required
              autoComplete="name"
              value={contactName}
              error={errors.contact_name}
              onChange={(event) => {
                setContactName(event.target.value);
                form.clearError('contact_name');
              }}
            />
          ) : null}
          <TextField
            label={t('contactPhone')}
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel"
            maxLength={11}
            value={contactPhone}
            error={errors.contact_phone}
            onChange={(event) => {
              setContactPhone(event.target.value);
              form.clearError('contact_phone');
            }}
          />
          {mcn ? (
            <Textarea
              label={t('description')}
              required
              maxLength={500}
              value={description}
              error={errors.description}
              onChange={(event) => {
                setDescription(event.target.value);
                form.clearError('description');
              }}
            />
          ) : null}
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
