import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../shared/document-title';
import { RouteMetaContext } from '../shared/route-meta';
import { usePageTitles } from '../shared/page-titles';
import type { MenuPageData } from './menu-page-resolver';

function TitledPage({ Page }: { Page: ComponentType }) {
  useDocumentTitle(usePageTitles().page);
  return <Page />;
}

/** A page of the user's menu: its menu entry in context, its title in `<title>`. */
export function MenuPageRoute() {
  const { match, Page } = useLoaderData() as MenuPageData;
  return (
    <RouteMetaContext.Provider key={match.page.path} value={match}>
      <TitledPage Page={Page} />
    </RouteMetaContext.Provider>
  );
}
