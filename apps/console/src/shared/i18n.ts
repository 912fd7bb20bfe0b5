import { createContext, useContext, useMemo } from 'react';

/**
 * The console's strings in zh-CN (the product's language) and en-US. Each part of the app keeps
 * its own dictionary beside its code (`defineMessages`), so a route loads only its own strings.
 * Menu titles are not here: zh-CN comes from the server menu, en-US from the catalogue's `titleEn`.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export type Dictionary<K extends string> = Record<Locale, Record<K, string>>;
export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/** A dictionary whose en-US half must have exactly the keys of its zh-CN half. */
export const defineMessages = <K extends string>(messages: {
  'zh-CN': Record<K, string>;
  'en-US': Record<NoInfer<K>, string>;
}): Dictionary<K> => messages;

/** `{name}` placeholders filled from `vars`. */
export function translate<K extends string>(
  dictionary: Dictionary<K>,
  locale: Locale,
  key: K,
  vars?: Record<string, string | number>,
): string {
  const text = dictionary[locale][key];
  return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match)) : text;
}

const LOCALE_KEY = 'locale';
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The persisted choice, else zh-CN: the product's language, whatever the browser says. */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

export interface LocaleSetting {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleSetting>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export const useLocale = (): LocaleSetting => useContext(LocaleContext);

/** A translate function over one dictionary, in the chosen language. */
export function useMessages<K extends string>(dictionary: Dictionary<K>): Translate<K> {
  const { locale } = useLocale();
  return useMemo<Translate<K>>(
    () => (key, vars) => translate(dictionary, locale, key, vars),
    [dictionary, locale],
  );
}

/** Strings of the app's frame, used on every route. */
export const commonMessages = defineMessages({
  'zh-CN': {
    platformTitle: '创作者平台',
    switchToEnglish: 'English',
    switchToChinese: '中文',
    loading: '加载中…',
    home: '返回首页',
    routeError: 'Has Error',
  },
  'en-US': {
    platformTitle: 'Creator Platform',
    switchToEnglish: 'English',
    switchToChinese: '中文',
    loading: 'Loading…',
    home: 'Back to the dashboard',
    routeError: 'Has Error',
  },
});

/** The locale, its setter, and the common strings. */
export function useI18n(): LocaleSetting & { t: Translate<keyof (typeof commonMessages)['zh-CN']> } {
  const setting = useLocale();
  return { ...setting, t: useMessages(commonMessages) };
}
