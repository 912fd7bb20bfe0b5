import { ReviewWorkbench } from '../components/review-workbench';

/** Second review: approval publishes the video (or schedules it). */
export default function AuditThreePage() {
  return <ReviewWorkbench stage="second" />;
}
