import { WithdrawalReviewPage } from '../review/review-page';

/** /finance/index (列表审核). */
export default function FinanceIndexPage() {
  return <WithdrawalReviewPage />;
}
