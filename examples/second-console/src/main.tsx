import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@creator-console/ui';
import '@creator-console/ui/styles.css';
import { LoginPage } from './login-page';
import { MessagesPage } from './messages-page';
import { Shell } from './shell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider theme="light" locale="en-US">
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<Shell />}>
            <Route path="/messages" element={<MessagesPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/messages" replace />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
