import { useMessages } from '../../../shared/i18n';
import { ApplicationPage } from '../components/application-page';
import { CategoryForm } from '../components/category-form';
import { certificationMessages } from '../messages';

/** Identity certification: a category's item, a statement and proof images. */
export default function IdentityPage() {
  const t = useMessages(certificationMessages);
  return (
    <ApplicationPage
      type="identity"
      intro={t('identityIntro')}
      renderForm={(props) => <CategoryForm type="identity" {...props} />}
    />
  );
}
