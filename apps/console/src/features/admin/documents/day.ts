/** A day in the platform's time zone, `YYYY-MM-DD`. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
export const dayOf = (at: string) => dayFormat.format(new Date(at));
