import { createContext, useContext } from 'react';
import type { RouteMatch } from './menu-routes';

/** The menu entry of the page being shown, provided by the router's page route. */
export const RouteMetaContext = createContext<RouteMatch | null>(null);

export function useRouteMeta(): RouteMatch {
  const match = useContext(RouteMetaContext);
  if (!match) throw new Error('useRouteMeta is for pages rendered from the menu routes');
  return match;
}
