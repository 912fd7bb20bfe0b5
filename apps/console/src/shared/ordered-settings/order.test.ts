import { describe, expect, it } from 'vitest';
import { moved, repositioned } from './order';

const rows = [
  { id: 1, position: 0 },
  { id: 2, position: 0 },
  { id: 3, position: 20 },
];

describe('reordering settings rows', () => {
  it('swaps a row with its neighbour, and does nothing past either end', () => {
    expect(moved(rows, 2, -1).map((row) => row.id)).toEqual([1, 3, 2]);
    expect(moved(rows, 0, -1).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(moved(rows, 2, 1).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('renumbers only the rows whose position must change to keep the new order', () => {
    expect(repositioned(moved(rows, 2, -1))).toEqual([
      { id: 3, position: 10 },
      { id: 2, position: 20 },
    ]);
    expect(
      repositioned([
        { id: 1, position: 0 },
        { id: 2, position: 10 },
      ]),
    ).toEqual([]);
  });
});
