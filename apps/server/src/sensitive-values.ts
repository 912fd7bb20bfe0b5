/**
 * Sensitive values are masked wherever they are listed (ARCHITECTURE.md); only the audited
 * one-time reveal sends them whole. 13800000003 → 138****0003.
 */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
