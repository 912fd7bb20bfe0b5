import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadUiStrings, UiProvider, type UiStrings } from '@creator-console/ui';
import {
  LocaleContext,
  readStoredLocale,
  storeLocale,
  type Locale,
  type LocaleSetting,
} from '../shared/i18n';
import { reloginStore, requestsInFlight, toaster } from '../shared/notices';

// The toast region and the re-login dialog carry Radix, the progress bar its own runtime styles;
// they load when first needed.
const RequestProgress = lazy(() => import('../shared/components/request-progress'));
const ToasterHost = lazy(() => import('../shared/components/toaster-host'));
const ReloginDialog = lazy(() => import('../shared/components/relogin-dialog'));

/**
 * The password field's show/hide button is named without the word "password", so that the field's
 * label (密码) names exactly one control on the login page.
 */
const uiStrings: Record<Locale, Partial<UiStrings>> = {
  'zh-CN': { showPassword: '显示输入内容', hidePassword: '隐藏输入内容' },
  'en-US': { showPassword: 'Show characters', hidePassword: 'Hide characters' },
};

function LocaleProvider({ children }: { children: (locale: Locale) => ReactNode }) {
  const [locale, setLocaleState] = useState(readStoredLocale);
  // The ui's built-in strings of a locale other than zh-CN are a chunk of their own: the switch
  // waits for them, so nothing shows half in the old language (if they fail, ui keeps zh-CN).
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    const apply = () => setLocaleState(next);
    loadUiStrings(next).then(apply, apply);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo<LocaleSetting>(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children(locale)}</LocaleContext.Provider>;
}

/** Turns true the first time `happened` says so, and stays true. */
function useHasHappened(subscribe: (listener: () => void) => () => void, happened: () => boolean): boolean {
  const [seen, setSeen] = useState(happened);
  useEffect(() => {
    if (seen) return;
    const check = () => {
      if (happened()) setSeen(true);
    };
    check();
    return subscribe(check);
  }, [seen, subscribe, happened]);
  return seen;
}

const subscribeToasts = (listener: () => void) => toaster.subscribe(listener);
const hasToasts = () => toaster.getToasts().length > 0;
const hasRelogin = () => reloginStore.get() !== null;
const hasRequests = () => requestsInFlight.get() > 0;

/**
 * The request progress bar, toasts (of failed requests: 202 stays 20 s, closable) and the 401/503
 * dialog. Each loads in a boundary of its own: a Suspense boundary hides everything in it while any
 * part is loading, and with one boundary the first toast's loading hid the progress bar (a page
 * looked settled while its requests ran) and then brought it back with the toast. The toast region
 * loads with the first request, so the first toast shows with the change it reports, not a chunk
 * later.
 */
function Notices() {
  const progressNeeded = useHasHappened(requestsInFlight.subscribe, hasRequests);
  const toastsNeeded = useHasHappened(subscribeToasts, hasToasts);
  const reloginNeeded = useHasHappened(reloginStore.subscribe, hasRelogin);
  return (
    <>
      <Suspense fallback={null}>{progressNeeded ? <RequestProgress /> : null}</Suspense>
      <Suspense fallback={null}>{progressNeeded || toastsNeeded ? <ToasterHost /> : null}</Suspense>
      <Suspense fallback={null}>{reloginNeeded ? <ReloginDialog /> : null}</Suspense>
    </>
  );
}

/** What every route needs: language, theme, and the ui's answers to the api client. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      {(locale) => (
        <UiProvider theme="light" locale={locale} strings={uiStrings[locale]}>
          {children}
          <Notices />
        </UiProvider>
      )}
    </LocaleProvider>
  );
}
