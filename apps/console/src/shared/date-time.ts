import { useMemo } from 'react';
import { useLocale } from './i18n';

/** A timestamp as the console shows it: a medium date and a short time, in the chosen language. */
export function useDateTime(): (value: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (value: string) => format.format(new Date(value));
  }, [locale]);
}
