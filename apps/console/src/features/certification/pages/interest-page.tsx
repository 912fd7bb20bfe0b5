import { useMessages } from '../../../shared/i18n';
import { ApplicationPage } from '../components/application-page';
import { CategoryForm } from '../components/category-form';
import { certificationMessages } from '../messages';

/** Interest certification: a category's item, a statement and proof images. */
export default function InterestPage() {
  const t = useMessages(certificationMessages);
  return (
    <ApplicationPage
      type="interest"
      intro={t('interestIntro')}
      renderForm={(props) => <CategoryForm type="interest" {...props} />}
    />
  );
}
