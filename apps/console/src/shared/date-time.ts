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

/** A day in the platform's time zone (Asia/Shanghai), `YYYY-MM-DD`: effective dates, versions. */
const platformDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
export const dayOf = (at: string) => platformDay.format(new Date(at));
