import { FinanceAccountsPage } from '../accounts/accounts-page';

/** /finance/account (账户管理). */
export default function FinanceAccountPage() {
  return <FinanceAccountsPage />;
}
