import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../../themes/themeTokens';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(mobileQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below the desktop breakpoint (992 px): the console then uses its mobile layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
