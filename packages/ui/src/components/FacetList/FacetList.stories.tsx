import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FacetList } from './FacetList';

const meta = {
  title: 'Components/FacetList',
  component: FacetList,
  parameters: {
    docs: {
      description: {
        component: [
          'Each field’s top values with count and share, and ＋/－ to filter for or out — a log explorer’s sidebar.',
          '',
          '**Sampled** fields (counted over the newest N matches) carry `sampledLabel`, e.g. 基于最近 10,000 条.',
          '**Accessibility**: each field is a section named by its heading; the buttons say what they filter (“筛选事件为 登录”).',
        ].join('\n'),
      },
    },
  },
  args: {
    onFilter: fn(),
    sampledLabel: '基于最近 10,000 条',
    facets: [
      {
        field: 'event',
        label: '事件',
        total: 3000,
        values: [
          { value: 'login', label: '登录', count: 2700 },
          { value: 'invite', label: '邀请', count: 240 },
          { value: 'certification_submit', label: '提交认证', count: 60 },
        ],
      },
      {
        field: 'ip',
        label: 'IP',
        total: 10000,
        sampled: true,
        values: [
          { value: '203.0.113.7', count: 48 },
          { value: '114.86.12.21', count: 31 },
        ],
      },
      { field: 'reason', label: '失败原因', total: 0, values: [] },
    ],
  },
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '事件' })).toBeInTheDocument();
    await expect(canvas.getByText('基于最近 10,000 条')).toBeInTheDocument();
    await expect(canvas.getByText('2,700 · 90%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '筛选事件为 登录' }));
    await expect(args.onFilter).toHaveBeenCalledWith('event', 'login', false);
    await userEvent.click(canvas.getByRole('button', { name: '排除IP为 203.0.113.7' }));
    await expect(args.onFilter).toHaveBeenCalledWith('ip', '203.0.113.7', true);
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { onFilter: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const English: Story = { args: { sampledLabel: undefined }, globals: { locale: 'en-US' } };
export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
