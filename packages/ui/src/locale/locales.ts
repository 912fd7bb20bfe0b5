/** The locales the design system ships strings for; zh-CN is the default and always loaded. */
export const locales = ['zh-CN', 'en-US'] as const;
export type UiLocale = (typeof locales)[number];

export const defaultLocale: UiLocale = 'zh-CN';
