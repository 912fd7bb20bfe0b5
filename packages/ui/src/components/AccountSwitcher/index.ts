export { AccountSwitcher, linkedAccountState } from './AccountSwitcher';
export type { AccountSwitcherProps, LinkedAccount, LinkedAccountKey } from './AccountSwitcher';
