import { useMessages } from '../../../shared/i18n';
import { ApplicationPage } from '../components/application-page';
import { EntityForm } from '../components/entity-form';
import { certificationMessages } from '../messages';

/** Enterprise certification. */
export default function EnterprisePage() {
  const t = useMessages(certificationMessages);
  return (
    <ApplicationPage
      type="enterprise"
      intro={t('enterpriseIntro')}
      renderForm={(props) => <EntityForm type="enterprise" {...props} />}
    />
  );
}
