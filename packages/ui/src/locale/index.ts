import { defaultLocale, type UiLocale } from './locales';
import type { UiStrings } from './strings';
import { zhCN } from './zh-CN';

export type { UiStrings } from './strings';
export { uiStrings } from './all';
export { locales, defaultLocale, type UiLocale } from './locales';

/** zh-CN, the default, ships with the provider; other locales are chunks of their own. */
const loaders: Record<UiLocale, () => Promise<UiStrings>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US').then((module) => module.enUS),
};
const loaded = new Map<UiLocale, UiStrings>([[defaultLocale, zhCN]]);
const loading = new Map<UiLocale, Promise<UiStrings>>();

/** A locale's built-in strings if they have been loaded, else undefined (zh-CN always is). */
export const loadedUiStrings = (locale: UiLocale): UiStrings | undefined => loaded.get(locale);

/**
 * Loads a locale's built-in strings (once; a failed load is tried again on the next call). An app
 * awaits it before switching UiProvider to that locale, so that nothing shows in zh-CN meanwhile.
 */
export function loadUiStrings(locale: UiLocale): Promise<UiStrings> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (strings) => {
        loaded.set(locale, strings);
        loading.delete(locale);
        return strings;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
