import { ItemSettings } from '../settings/item-settings';

/** /certification/identity-set: the identity certification items (`certification:configure`). */
export default function IdentitySetPage() {
  return <ItemSettings type="identity" />;
}
