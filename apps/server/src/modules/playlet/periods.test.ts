import { describe, expect, it } from 'vitest';
import { periodProblem } from './periods.js';

const contract = { status: 'active', startDate: '2026-07-15', endDate: '2027-07-14' };

describe('periodProblem', () => {
  it('allows an ended month that overlaps the term', () => {
    expect(periodProblem(contract, '2026-07', '2026-11-26')).toBeNull();
    expect(periodProblem(contract, '2026-10', '2026-11-01')).toBeNull();
  });
  it('refuses months outside the term, and contracts not in force', () => {
    expect(periodProblem(contract, '2026-06', '2026-11-26')).toBe('term');
    expect(periodProblem(contract, '2027-08', '2027-09-26')).toBe('term');
    expect(periodProblem({ ...contract, status: 'draft' }, '2026-08', '2026-11-26')).toBe('term');
    expect(periodProblem({ ...contract, status: 'terminated' }, '2026-08', '2026-11-26')).toBe('term');
  });
  it('refuses the current month and later ones inside the term', () => {
    expect(periodProblem(contract, '2026-11', '2026-11-30')).toBe('open');
    expect(periodProblem(contract, '2026-12', '2026-11-30')).toBe('open');
  });
});
