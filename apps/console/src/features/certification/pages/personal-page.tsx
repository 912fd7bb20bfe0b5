import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, CameraCapture, Card, Inline, Stack, Steps, Text } from '@creator-console/ui';
import { personalFields } from '@creator-console/contract';
import { FormError, FormTextField } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { useDocumentUpload } from '../api/use-document-upload';
import { ApplicationPage, type ApplicationFormProps } from '../components/application-page';
import { DocumentImage } from '../components/document-image';
import { FormDocumentsField } from '../components/documents-field';
import { useApplicationForm } from '../components/use-application-form';
import { certificationMessages } from '../messages';

const DETAIL_FIELDS = ['real_name', 'id_number', 'id_front', 'id_back'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (typeof value === 'string' && value ? [value] : []);

/** Real-name certification: name, ID number and both sides of the ID card, then the face photo. */
export default function PersonalPage() {
  const t = useMessages(certificationMessages);
  return (
    <ApplicationPage
      type="personal"
      intro={t('personalIntro')}
      renderForm={(props) => <PersonalForm {...props} />}
    />
  );
}

type PersonalValues = {
  real_name: string;
  id_number: string;
  /** The ID card's sides, as the documents fields keep them: lists of one. */
  id_front: string[];
  id_back: string[];
  face_image: string;
};

export function PersonalForm({ initial, reapplyId, onSubmitted }: ApplicationFormProps) {
  const t = useMessages(certificationMessages);
  const upload = useDocumentUpload();
  const [step, setStep] = useState(0);
  const [uploadingFace, setUploadingFace] = useState(false);
  const [faceFailure, setFaceFailure] = useState<string | null>(null);
  const [busyDocuments, setBusyDocuments] = useState<Partial<Record<string, boolean>>>({});
  const { form, send, submitting, failed } = useApplicationForm<'personal', PersonalValues>({
    type: 'personal',
    schema: personalFields,
    defaultValues: {
      real_name: text(initial?.real_name),
      id_number: '',
      id_front: list(initial?.id_front),
      id_back: list(initial?.id_back),
      face_image: text(initial?.face_image),
    },
    toInput: ({ id_front, id_back, ...values }) => ({
      ...values,
      id_front: id_front[0] ?? '',
      id_back: id_back[0] ?? '',
    }),
    reapplyId,
    onSubmitted,
  });
  const { control } = form;
  const faceImage = useWatch({ control, name: 'face_image' });
  const faceError = form.formState.errors.face_image?.message;

  const setFaceImage = (reference: string) => {
    form.setValue('face_image', reference);
    form.clearErrors('face_image');
  };

  const takeFacePhoto = async (photo: Blob) => {
    setUploadingFace(true);
    setFaceFailure(null);
    try {
      setFaceImage(await upload(photo));
    } catch (failure) {
      setFaceFailure(failure instanceof Error && failure.message ? failure.message : t('uploadFailed'));
    } finally {
      setUploadingFace(false);
    }
  };

  /** The details step checks its own fields only; the face photo comes next. */
  const next = async () => {
    if (await form.trigger([...DETAIL_FIELDS])) setStep(1);
  };

  const submit = async (fields: Parameters<typeof send>[0]) => {
    const refused = await send(fields);
    if (refused?.some((field) => (DETAIL_FIELDS as readonly string[]).includes(field))) setStep(0);
  };

  const onSubmit = (event: FormEvent) => {
    if (step === 0) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(submit)(event);
  };

  /** A details field's error goes as it is edited, until the next check. */
  const edited = (field: (typeof DETAIL_FIELDS)[number]) => () => form.clearErrors(field);

  const busy = (field: string) => (isBusy: boolean) =>
    setBusyDocuments((current) => (current[field] === isBusy ? current : { ...current, [field]: isBusy }));

  return (
    <Card as="section" titleAs="h2" title={t('personal')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack space="large">
          <Steps
            label={t('stepsLabel')}
            current={step}
            items={[{ title: t('stepDetails') }, { title: t('stepFace') }, { title: t('stepSubmit') }]}
          />
          {step === 0 ? (
            <Stack space="large">
              <FormTextField
                control={control}
                name="real_name"
                label={t('realName')}
                required
                autoComplete="name"
                onChange={edited('real_name')}
              />
              <FormTextField
                control={control}
                name="id_number"
                label={t('idNumber')}
                hint={t('idNumberHint')}
                required
                maxLength={18}
                onChange={edited('id_number')}
                onBlur={() => (form.getValues('id_number') ? void form.trigger('id_number') : undefined)}
              />
              <FormDocumentsField
                form={form}
                name="id_front"
                label={t('idFront')}
                onBusyChange={busy('id_front')}
              />
              <FormDocumentsField
                form={form}
                name="id_back"
                label={t('idBack')}
                onBusyChange={busy('id_back')}
              />
              <Inline>
                <Button
                  type="submit"
                  tone="accent"
                  variant="solid"
                  disabled={Object.values(busyDocuments).some(Boolean)}
                >
                  {t('next')}
                </Button>
              </Inline>
            </Stack>
          ) : (
            <Stack space="large">
              <Text>{t('faceIntro')}</Text>
              {faceImage ? (
                <Stack space="small">
                  <DocumentImage reference={faceImage} alt={t('preview', { label: t('faceImage') })} />
                  <Text tone="positive">{t('faceDone')}</Text>
                  <Inline>
                    <Button variant="soft" icon="refresh" onClick={() => setFaceImage('')}>
                      {t('faceRetake')}
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <CameraCapture disabled={uploadingFace} onCapture={(photo) => void takeFacePhoto(photo)} />
              )}
              <div role="status">{uploadingFace ? <Text tone="muted">{t('faceUploading')}</Text> : null}</div>
              {faceFailure || faceError ? <Text tone="critical">{faceFailure ?? faceError}</Text> : null}
              <FormError control={control} />
              {failed ? <Text tone="critical">{t('formError')}</Text> : null}
              <Inline space="small">
                <Button variant="ghost" onClick={() => setStep(0)}>
                  {t('previous')}
                </Button>
                <Button
                  type="submit"
                  tone="accent"
                  variant="solid"
                  loading={submitting}
                  disabled={uploadingFace}
                >
                  {reapplyId === undefined ? t('submit') : t('resubmit')}
                </Button>
              </Inline>
            </Stack>
          )}
        </Stack>
      </form>
    </Card>
  );
}
