import { RuleSettings } from '../settings/rule-settings';

/** /certification/rule (`certification:configure`). */
export default function RuleSettingsPage() {
  return <RuleSettings />;
}
