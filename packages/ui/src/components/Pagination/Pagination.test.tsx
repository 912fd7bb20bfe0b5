import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Pagination } from './Pagination';
import { PAGE_SIZES, pageCountOf, pageItems } from './pageItems';

const shownPages = () => Array.from(screen.getByRole('list').children, (item) => item.textContent);

describe('pageItems', () => {
  it('lists every page when they fit and keeps first, last and neighbours otherwise', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 13)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 13]);
    expect(pageItems(7, 13)).toEqual([1, 'start-ellipsis', 6, 7, 8, 'end-ellipsis', 13]);
    expect(pageItems(13, 13)).toEqual([1, 'start-ellipsis', 9, 10, 11, 12, 13]);
    expect(pageItems(7, 13, 2)).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9, 'end-ellipsis', 13]);
  });

  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(123, 10)).toBe(13);
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the total, the current page marked, and 10 per page by default', async () => {
    renderUi(<Pagination total={123} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 123 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(shownPages()).toEqual(['1', '2', '3', '4', '5', '…', '13']);
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
    expect(
      within(screen.getByRole('combobox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('reports page and size changes, going back to page 1 on a new size (uncontrolled)', async () => {
    const onChange = vi.fn();
    renderUi(<Pagination total={123} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    expect(shownPages()).toEqual(['1', '2', '3']);
  });

  it('jumps to a typed page, clamped to the last page', async () => {
    const onChange = vi.fn();
    renderUi(<Pagination total={123} onChange={onChange} />);
    const jump = screen.getByRole('spinbutton', { name: '跳至' });
    await userEvent.type(jump, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    expect(jump).toHaveValue(null);
    await userEvent.type(jump, '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(13, 10);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('follows the page and size it is given (controlled)', async () => {
    function Controlled() {
      const [state, setState] = useState({ page: 2, size: 20 });
      return (
        <>
          <Pagination
            total={95}
            page={state.page}
            size={state.size}
            onChange={(page, size) => setState({ page, size })}
          />
          <output>
            {state.page}/{state.size}
          </output>
        </>
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    expect(screen.getByRole('status')).toHaveTextContent('5/20');
  });

  it('speaks English and can hide its extras', () => {
    renderUi(<Pagination total={42} showSizeChanger={false} showJumper={false} />, { locale: 'en-US' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('42 items');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('can be disabled while loading', () => {
    renderUi(<Pagination total={42} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
