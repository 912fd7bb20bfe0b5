import { enUS } from './en-US';
import type { UiStrings } from './strings';
import { zhCN } from './zh-CN';

export type { UiStrings } from './strings';

export const locales = ['zh-CN', 'en-US'] as const;
export type UiLocale = (typeof locales)[number];

/** Built-in strings per locale; zh-CN is the default language of the console. */
export const uiStrings: Record<UiLocale, UiStrings> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

export const defaultLocale: UiLocale = 'zh-CN';
