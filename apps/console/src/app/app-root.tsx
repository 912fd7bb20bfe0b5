import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';

/**
 * The element tree around the router, the same in the browser (main.tsx) and in the build's
 * prerendering (prerender.tsx): hydration matches the prerendered markup only when both render
 * exactly this tree (React's `useId` values depend on it).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
