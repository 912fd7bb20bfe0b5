import { ClassifierListPage } from '../classifiers/classifier-list-page';
import { groupKind } from '../classifiers/kinds';

/** /admin/group: the groups, declared by `groupKind` over the classifier list page. */
export default function AdminGroupPage() {
  return <ClassifierListPage kind={groupKind} />;
}
