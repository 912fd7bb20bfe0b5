import { ClassifierListPage } from '../classifiers/classifier-list-page';
import { labelKind } from '../classifiers/kinds';

/** /admin/label: the labels, declared by `labelKind` over the classifier list page. */
export default function AdminLabelPage() {
  return <ClassifierListPage kind={labelKind} />;
}
