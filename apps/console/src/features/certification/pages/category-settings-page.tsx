import { CategorySettings } from '../settings/category-settings';

/** /certification/category (`certification:configure`). */
export default function CategorySettingsPage() {
  return <CategorySettings />;
}
