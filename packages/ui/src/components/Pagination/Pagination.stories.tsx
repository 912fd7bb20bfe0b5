import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Pagination } from './Pagination';
import { PAGE_SIZES } from './pageItems';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: {
    docs: {
      description: {
        component: [
          'Moves through a long list a page at a time: 共 N 条, page buttons, previous/next, page size (`PAGE_SIZES`: 10, 20, 50, 100; default 10) and 跳至 a typed page.',
          '',
          '**When to use**: under every server-paged list and table; pass the list call’s `total`, and its `page`/`size`. `onChange(page, size)` gives both; a new size goes back to page 1.',
          '**Alternatives**: virtualised `DataTable` (a `height`) when all rows are already loaded; “load more” for feeds.',
          '**Accessibility**: a `nav` named “分页/Pagination”; page buttons are named “第 N 页/Page N” and the current one has `aria-current="page"`; previous/next are named icon buttons, disabled at the ends; the size select and the jump field are labelled. Controlled (`page`, `size`) or uncontrolled (`defaultPage`, `defaultSize`).',
        ].join('\n'),
      },
    },
  },
  args: { total: 123, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: /分页|Pagination/ });
    await expect(nav).toHaveTextContent(/共 123 条|123 items/);
    await userEvent.click(canvas.getByRole('button', { name: /第 3 页|Page 3/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3, 10);
    await expect(canvas.getByRole('button', { name: /第 3 页|Page 3/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PageSizes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => Number((option as HTMLOptionElement).value)),
    ).toEqual([...PAGE_SIZES]);
    await userEvent.selectOptions(select, '50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 50);
  },
};

export const JumpToPage: Story = {
  args: { total: 1000, defaultPage: 50 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /第 50 页|Page 50/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(canvas.getByRole('spinbutton'), '77{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(77, 10);
    await expect(canvas.getByRole('button', { name: /第 77 页|Page 77/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [state, setState] = useState({ page: 2, size: 20 });
    return (
      <Stack space="small">
        <Pagination
          {...args}
          page={state.page}
          size={state.size}
          onChange={(page, size) => setState({ page, size })}
        />
        <Text tone="muted">
          page {state.page}, size {state.size}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /下一页|Next page/ }));
    await expect(canvas.getByText('page 3, size 20')).toBeInTheDocument();
  },
};

export const FirstAndLastPage: Story = {
  args: { total: 95, defaultPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /下一页|Next page/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /上一页|Previous page/ })).toBeEnabled();
  },
};

export const Minimal: Story = { args: { total: 42, showSizeChanger: false, showJumper: false } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="large">
      <Pagination {...args} label="empty" total={0} />
      <Pagination {...args} label="48 items" total={48} />
      <Pagination {...args} label="page 25" total={500} defaultPage={25} />
      <Pagination {...args} label="2 siblings" total={500} defaultPage={25} siblings={2} />
      <Pagination
        {...args}
        label="pages only"
        total={500}
        showTotal={false}
        showJumper={false}
        showSizeChanger={false}
      />
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const English: Story = { ...AllVariants, globals: { locale: 'en-US' } };
