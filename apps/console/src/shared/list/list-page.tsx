import type { ReactNode } from 'react';
import { Heading, Inline, Stack } from '@creator-console/ui';
import { usePageTitles } from '../page-titles';

/** A list page: the menu page's title with the page's actions beside it, then filters and list. */
export function ListPage({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const titles = usePageTitles();
  const heading = <Heading level={1}>{titles.page}</Heading>;
  return (
    <Stack space="large">
      {actions ? (
        <Inline space="small" alignY="center" align="spaceBetween">
          {heading}
          <Inline space="small">{actions}</Inline>
        </Inline>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
