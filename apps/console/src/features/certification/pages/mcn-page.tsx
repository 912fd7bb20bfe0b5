import { useMessages } from '../../../shared/i18n';
import { ApplicationPage } from '../components/application-page';
import { EntityForm } from '../components/entity-form';
import { certificationMessages } from '../messages';

/** MCN certification: the enterprise's details plus a contact and the agency's description. */
export default function McnPage() {
  const t = useMessages(certificationMessages);
  return (
    <ApplicationPage
      type="mcn"
      intro={t('mcnIntro')}
      renderForm={(props) => <EntityForm type="mcn" {...props} />}
    />
  );
}
