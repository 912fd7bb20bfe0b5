import { ReviewWorkbench } from '../components/review-workbench';

/** Machine review: the items the machine blocked; confirm the block (reject) or override (to first review). */
export default function AuditOnePage() {
  return <ReviewWorkbench stage="machine" />;
}
