import { useLocale } from './i18n';
import { groupKey } from './menu-routes';
import { menuTitle } from './menu-titles';
import { useRouteMeta } from './route-meta';

/** The current menu page's title and its group's, in the chosen language. */
export function usePageTitles(): { page: string; group: string } {
  const { locale } = useLocale();
  const { group, page } = useRouteMeta();
  return {
    page: menuTitle(locale, page.component, page.title),
    group: menuTitle(locale, groupKey(group), group.title),
  };
}
