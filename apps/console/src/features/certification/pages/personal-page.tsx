import { useState, type FormEvent } from 'react';
import { Button, CameraCapture, Card, Inline, Stack, Steps, Text, TextField } from '@creator-console/ui';
import { personalFields } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { useDocumentUpload } from '../api/use-document-upload';
import { ApplicationPage, type ApplicationFormProps } from '../components/application-page';
import { DocumentImage } from '../components/document-image';
import { DocumentsField } from '../components/documents-field';
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

export function PersonalForm({ initial, reapplyId, onSubmitted }: ApplicationFormProps) {
  const t = useMessages(certificationMessages);
  const upload = useDocumentUpload();
  const [step, setStep] = useState(0);
  const [realName, setRealName] = useState(text(initial?.real_name));
  const [idNumber, setIdNumber] = useState('');
  const [idFront, setIdFront] = useState(list(initial?.id_front));
  const [idBack, setIdBack] = useState(list(initial?.id_back));
  const [faceImage, setFaceImage] = useState(text(initial?.face_image));
  const [uploadingFace, setUploadingFace] = useState(false);
  const [faceFailure, setFaceFailure] = useState<string | null>(null);
  const [busyDocuments, setBusyDocuments] = useState<Partial<Record<string, boolean>>>({});
  const form = useApplicationForm({ type: 'personal', schema: personalFields, reapplyId, onSubmitted });
  const { errors } = form;

  const values = () => ({
    real_name: realName,
    id_number: idNumber,
    id_front: idFront[0] ?? '',
    id_back: idBack[0] ?? '',
    face_image: faceImage,
  });

  const next = () => {
    if (form.checkFields(values(), DETAIL_FIELDS)) setStep(1);
  };

  const takeFacePhoto = async (photo: Blob) => {
    setUploadingFace(true);
    setFaceFailure(null);
    try {
      setFaceImage(await upload(photo));
      form.clearError('face_image');
    } catch (failure) {
      setFaceFailure(failure instanceof Error && failure.message ? failure.message : t('uploadFailed'));
    } finally {
      setUploadingFace(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) return next();
    const refused = await form.submit(values());
    if (refused && DETAIL_FIELDS.some((field) => refused[field])) setStep(0);
  };

  const busy = (field: string) => (isBusy: boolean) =>
    setBusyDocuments((current) => (current[field] === isBusy ? current : { ...current, [field]: isBusy }));

  return (
    <Card as="section" titleAs="h2" title={t('personal')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="large">
          <Steps
            label={t('stepsLabel')}
            current={step}
            items={[{ title: t('stepDetails') }, { title: t('stepFace') }, { title: t('stepSubmit') }]}
          />
          {step === 0 ? (
            <Stack space="large">
              <TextField
                label={t('realName')}
                required
                autoComplete="name"
                value={realName}
                error={errors.real_name}
                onChange={(event) => {
                  setRealName(event.target.value);
                  form.clearError('real_name');
                }}
              />
              <TextField
                label={t('idNumber')}
                hint={t('idNumberHint')}
                required
                maxLength={18}
                value={idNumber}
                error={errors.id_number}
                onChange={(event) => {
                  setIdNumber(event.target.value);
                  form.clearError('id_number');
                }}
                onBlur={() => (idNumber ? form.checkFields(values(), ['id_number']) : undefined)}
              />
              <DocumentsField
                label={t('idFront')}
                values={idFront}
                onChange={(update) => {
                  setIdFront(update);
                  form.clearError('id_front');
                }}
                error={errors.id_front}
                onBusyChange={busy('id_front')}
              />
              <DocumentsField
                label={t('idBack')}
                values={idBack}
                onChange={(update) => {
                  setIdBack(update);
                  form.clearError('id_back');
                }}
                error={errors.id_back}
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
              {faceFailure || errors.face_image ? (
                <Text tone="critical">{faceFailure ?? errors.face_image}</Text>
              ) : null}
              {form.failed ? <Text tone="critical">{t('formError')}</Text> : null}
              <Inline space="small">
                <Button variant="ghost" onClick={() => setStep(0)}>
                  {t('previous')}
                </Button>
                <Button
                  type="submit"
                  tone="accent"
                  variant="solid"
                  loading={form.submitting}
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
