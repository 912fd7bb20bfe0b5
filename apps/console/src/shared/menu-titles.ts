import { fullCatalogue, componentKey } from './catalogue';
import type { Locale } from './i18n';

const englishTitles = new Map<string, string>(
  fullCatalogue.flatMap((group) => [
    [group.path, group.titleEn] as const,
    ...group.children.map((child) => [componentKey(group.path, child.path), child.titleEn] as const),
  ]),
);

/**
 * A menu title in the chosen language. zh-CN titles come from the server menu as they are; en-US
 * ones from the contract catalogue's `titleEn`, by group (`video`) or component (`video/create`)
 * key, keeping the server title for entries the catalogue does not know.
 */
export function menuTitle(locale: Locale, key: string, title: string): string {
  return locale === 'en-US' ? (englishTitles.get(key) ?? title) : title;
}
