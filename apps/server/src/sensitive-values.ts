/**
 * Sensitive values are masked wherever they are listed (ARCHITECTURE.md); only the audited
 * one-time reveal (GET /api/p1/usi) sends them whole.
 */

/** 13800000003 → 138****0003. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** 11010519491231002X → 110105********002X; 15 digits keep the same 6 + 4. */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length < 11) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 6)}${'*'.repeat(idNumber.length - 10)}${idNumber.slice(-4)}`;
}

/** Keys of an application's `fields` holding a phone number or an ID-card number. */
const PHONE_KEYS = /(^|_)phone$/;
const ID_NUMBER_KEYS = new Set(['id_number']);

/** A form's fields with every phone and ID-card number masked (string values only). */
export function maskFields<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      if (ID_NUMBER_KEYS.has(key)) return [key, maskIdNumber(value)];
      if (PHONE_KEYS.test(key)) return [key, maskPhone(value)];
      return [key, value];
    }),
  ) as T;
}
