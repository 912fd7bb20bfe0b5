import { tableFeatures, useTable } from '@tanstack/react-table';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyCoreRowModel } from './lazyCoreRowModel';

type Item = { id: string; name: string };

const features = tableFeatures({ coreRowModel: createLazyCoreRowModel() });
const columns = [{ id: 'name', accessorFn: (item: Item) => item.name }];
const items: Item[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `v${index}`,
  name: `视频 ${index}`,
}));

function renderTable(data: Item[] = items) {
  const getRowId = vi.fn((item: Item) => item.id);
  const hook = renderHook(({ data }) => useTable({ features, columns, data, getRowId }), {
    initialProps: { data },
  });
  return { ...hook, getRowId };
}

describe('createLazyCoreRowModel', () => {
  it('builds a row only when it is read, and the same row on every read', () => {
    const { result, getRowId } = renderTable();
    const { rows, flatRows } = result.current.getRowModel();
    expect(rows).toHaveLength(1000);
    expect(getRowId).not.toHaveBeenCalled();

    const row = rows[500];
    expect(row).toMatchObject({ id: 'v500', index: 500, depth: 0, original: items[500] });
    expect(row?.getValue('name')).toBe('视频 500');
    expect(getRowId).toHaveBeenCalledTimes(1);
    expect(rows[500]).toBe(row);
    expect(flatRows[500]).toBe(row);
    expect(rows[1000]).toBeUndefined();
    expect(getRowId).toHaveBeenCalledTimes(1);
  });

  it('finds a row by id, built or not', () => {
    const { result } = renderTable();
    const { rows, rowsById } = result.current.getRowModel();
    const inView = rows[3];
    expect(rowsById.v3).toBe(inView);
    expect(rowsById.v998).toBe(rows[998]);
    expect('v42' in rowsById).toBe(true);
    expect(rowsById.elsewhere).toBeUndefined();
    expect('elsewhere' in rowsById).toBe(false);
    expect(result.current.getRow('v7').original).toBe(items[7]);
  });

  it('gives array methods every row, in order', () => {
    const { result } = renderTable(items.slice(0, 5));
    const { rows } = result.current.getRowModel();
    expect(rows.map((row) => row.id)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
    expect(rows.filter((row) => row.index % 2 === 0).map((row) => row.id)).toEqual(['v0', 'v2', 'v4']);
    expect(rows.slice(-2).map((row) => row.id)).toEqual(['v3', 'v4']);
    expect([...rows].every((row, index) => row === rows[index])).toBe(true);
  });

  it('makes a new model for new data', () => {
    const { result, rerender } = renderTable();
    const before = result.current.getRowModel();
    expect(result.current.getRowModel()).toBe(before);
    rerender({ data: [{ id: 'new', name: '新视频' }] });
    const after = result.current.getRowModel();
    expect(after).not.toBe(before);
    expect(after.rows.map((row) => row.original.name)).toEqual(['新视频']);
  });
});
