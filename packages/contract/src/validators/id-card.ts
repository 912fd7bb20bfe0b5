export const ID_CARD_MESSAGES = {
  format: '身份证仅能为15位或18位且前两位为有效行政区划代码',
  checkDigit: '身份证最后一位校验码不正确',
} as const;

/** First two digits of a PRC resident identity card: province-level region codes. */
const REGION_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 91,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_DIGITS = '10X98765432';

/** The check digit of the first 17 digits of an 18-character number (GB 11643, weighted mod 11). */
export function idCardCheckDigit(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_DIGITS[sum % 11]!;
}

/**
 * `null` for a valid number, else the message to show. 15 digits, or 17 digits and a check digit
 * (a lowercase x is accepted); the first two must be a region code.
 */
export function validateIdCard(value: string): string | null {
  const id = value.trim().toUpperCase();
  if (!/^(\d{15}|\d{17}[\dX])$/.test(id) || !REGION_CODES.has(Number(id.slice(0, 2)))) {
    return ID_CARD_MESSAGES.format;
  }
  if (id.length === 18 && idCardCheckDigit(id.slice(0, 17)) !== id[17]) return ID_CARD_MESSAGES.checkDigit;
  return null;
}
