import { enUS } from './en-US';
import type { UiLocale } from './locales';
import type { UiStrings } from './strings';
import { zhCN } from './zh-CN';

/**
 * Built-in strings of every locale, for tests and tools that want them all at once. Importing it
 * bundles every locale; UiProvider does not, it loads a locale other than zh-CN on first use.
 */
export const uiStrings: Record<UiLocale, UiStrings> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};
