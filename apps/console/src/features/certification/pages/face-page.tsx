import { Navigate } from 'react-router-dom';

/**
 * Face recognition is the second step of the real-name form (its photo belongs to that
 * application), so the spec's separate face page leads there.
 */
export default function FacePage() {
  return <Navigate to="/certification/personal" replace />;
}
