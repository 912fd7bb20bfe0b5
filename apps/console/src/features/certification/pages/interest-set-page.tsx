import { ItemSettings } from '../settings/item-settings';

/** /certification/interest-set: the interest certification items (`certification:configure`). */
export default function InterestSetPage() {
  return <ItemSettings type="interest" />;
}
