/**
 * Which months a contract's statements may cover (money.md §7.2): the contract is in force (active)
 * and the month overlaps its term, and the month has ended (Asia/Shanghai: `today` is a platform day).
 */
export function periodProblem(
  contract: { status: string; startDate: string; endDate: string },
  period: string,
  today: string,
): 'term' | 'open' | null {
  const first = `${period}-01`;
  const last = `${period}-31`; // compared as text: any day of the month sorts before it
  if (contract.status !== 'active' || first > contract.endDate || last < contract.startDate) return 'term';
  if (period >= today.slice(0, 7)) return 'open';
  return null;
}
