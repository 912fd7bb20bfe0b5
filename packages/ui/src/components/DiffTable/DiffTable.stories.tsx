import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiffTable } from './DiffTable';

const meta = {
  title: 'Components/DiffTable',
  component: DiffTable,
  parameters: {
    docs: {
      description: {
        component: [
          'What a change did to a record: 字段, 修改前, 修改后, one row per field of either side; changed rows are tinted and carry the text mark “已修改”.',
          '',
          '**When to use**: the operation log’s before/after, a version’s edits.',
          '**Alternatives**: a plain description list when there is only one state to show.',
          '**Accessibility**: a real table with column and row headers; name it with `label`. The change is said in text, not only by colour.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: '字段变化',
    before: { name: '审核-钱程', status: 1, disabled_reason: '', roles: ['内容审核员'] },
    after: { name: '审核-钱程', status: 2, disabled_reason: '离职', roles: ['内容审核员'] },
    fieldLabels: { name: '昵称', status: '状态', disabled_reason: '禁用原因', roles: '角色' },
  },
} satisfies Meta<typeof DiffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const changedRows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr[data-changed="true"]')].map(
    (row) => row.querySelector('th')?.textContent,
  );

export const Update: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '字段变化' });
    await expect(within(table).getByRole('columnheader', { name: '修改前' })).toBeInTheDocument();
    await expect(changedRows(canvasElement)).toEqual(['状态已修改', '禁用原因已修改']);
    await expect(canvas.getByRole('rowheader', { name: '昵称' })).toBeInTheDocument();
    await expect(canvas.getByText('离职')).toBeInTheDocument();
  },
};

export const Creation: Story = {
  args: {
    before: null,
    after: { name: '客服', permissions: ['log:view', 'notice:publish'] },
    fieldLabels: {},
  },
  play: async ({ canvasElement }) => {
    await expect(changedRows(canvasElement)).toEqual(['name已修改', 'permissions已修改']);
    await expect(within(canvasElement).getByText('log:view、notice:publish')).toBeInTheDocument();
  },
};

export const Deletion: Story = {
  args: { before: { name: '客服' }, after: null, fieldLabels: { name: '名称' } },
  play: async ({ canvasElement }) => {
    await expect(changedRows(canvasElement)).toEqual(['名称已修改']);
  },
};

export const ChangedOnly: Story = {
  args: { changedOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('审核-钱程')).toBeNull();
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};

export const NestedValues: Story = {
  args: {
    before: { menu: { admin: ['white'] } },
    after: { menu: { admin: ['white', 'notice'], doc: ['index'] } },
    fieldLabels: { menu: '菜单' },
  },
  play: async ({ canvasElement }) => {
    await expect(changedRows(canvasElement)).toEqual(['菜单已修改']);
  },
};

export const Empty: Story = {
  args: { before: null, after: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有字段变化')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkCreation: Story = { ...Creation, globals: { theme: 'dark' } };
export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
