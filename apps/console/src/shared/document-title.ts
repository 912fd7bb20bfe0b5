import { useEffect } from 'react';
import { pageTitle } from '@creator-console/auth';

/** The platform title after each page title; unset, the auth package's generic default applies. */
const platformTitle = import.meta.env.VITE_PLATFORM_TITLE;

/** Sets `<title>` to "{page} - {platform}" while the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title, platformTitle);
  }, [title]);
}
