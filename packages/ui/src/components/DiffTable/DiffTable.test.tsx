import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { DiffTable, diffRows, diffText } from './DiffTable';

describe('diffRows', () => {
  it('lists every field of either side and marks what changed', () => {
    expect(diffRows({ a: 1, b: [1, 2] }, { b: [1, 2], c: null })).toEqual([
      { field: 'a', before: 1, after: undefined, changed: true },
      { field: 'b', before: [1, 2], after: [1, 2], changed: false },
      { field: 'c', before: undefined, after: null, changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('writes values as text', () => {
    expect(diffText(null)).toBe('—');
    expect(diffText(['a', 'b'])).toBe('a、b');
    expect(diffText({ x: 1 })).toBe('{\n  "x": 1\n}');
    expect(diffText(false)).toBe('false');
  });
});

describe('DiffTable', () => {
  it('shows 字段, 修改前, 修改后 with changed rows marked in text', async () => {
    const { container } = renderUi(
      <DiffTable
        label="字段变化"
        before={{ status: 1, name: '钱程' }}
        after={{ status: 2, name: '钱程' }}
        fieldLabels={{ status: '状态' }}
      />,
    );
    const table = screen.getByRole('table', { name: '字段变化' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['字段', '修改前', '修改后']);
    expect(screen.getByRole('rowheader', { name: /^状态\s*已修改$/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'name' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
