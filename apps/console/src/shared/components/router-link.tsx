import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@creator-console/ui';

/** react-router's Link taking `href`, for the ui components' `linkAs`. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
