import { ReviewWorkbench } from '../components/review-workbench';

/** First review: approval sends the video on to second review. */
export default function AuditTwoPage() {
  return <ReviewWorkbench stage="first" />;
}
