import { ClassifierListPage } from '../classifiers/classifier-list-page';
import { channelKind } from '../classifiers/kinds';

/** /admin/channel: the channels, declared by `channelKind` over the classifier list page. */
export default function AdminChannelPage() {
  return <ClassifierListPage kind={channelKind} />;
}
