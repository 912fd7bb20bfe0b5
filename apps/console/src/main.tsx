import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadUiStrings } from '@creator-console/ui';
import { applyCspNonce } from './app/csp-nonce';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { readStoredLocale } from './shared/i18n';

applyCspNonce();
const router = createAppRouter();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
// The router has started loading the first route; meanwhile the ui's built-in strings of a stored
// locale other than zh-CN arrive (a chunk of their own), so the first render is in one language.
loadUiStrings(readStoredLocale()).then(render, render);
