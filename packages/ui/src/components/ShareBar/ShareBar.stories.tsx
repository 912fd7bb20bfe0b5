import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { ShareBar } from './ShareBar';
import { shareTones } from './ShareBar.css';

const age = [
  { label: '18岁以下', value: 5 },
  { label: '18-23岁', value: 21 },
  { label: '24-30岁', value: 31 },
  { label: '31-40岁', value: 24 },
  { label: '41-50岁', value: 12 },
  { label: '50岁以上', value: 7 },
];

const meta = {
  title: 'Components/ShareBar',
  component: ShareBar,
  parameters: {
    docs: {
      description: {
        component: [
          'How a whole splits into parts: one row per part with its label, a bar and its percentage of the sum.',
          '',
          '**When to use**: fans by gender or age, traffic by source — a handful of parts of one whole.',
          '**Alternatives**: `LineChart` for change over time; `Stat` for a single figure.',
          '**Accessibility**: a list named by `label` whose items read “label percentage”; the bars are decorative and never the only carrier of a value.',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
  args: {
    label: '粉丝性别',
    shares: [
      { label: '女', value: 58 },
      { label: '男', value: 42 },
    ],
  },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '粉丝性别' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['女58%', '男42%']);
  },
};

export const Age: Story = {
  args: { label: '年龄分布', shares: age },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(canvasElement).getByText('31%')).toBeInTheDocument();
  },
};

export const ToneEach: Story = {
  args: { tones: ['critical', 'accent'] },
};

export const AllTones: Story = {
  args: {
    label: '各色',
    shares: shareTones.map((tone, index) => ({ label: tone, value: 10 + index * 5 })),
    tones: shareTones,
  },
};

export const Counts: Story = {
  args: {
    label: '流量来源',
    shares: [
      { label: '推荐', value: 1200 },
      { label: '搜索', value: 600 },
      { label: '关注', value: 200 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('60%')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { shares: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = {
  args: {
    label: 'Gender',
    shares: [
      { label: 'Female', value: 2 },
      { label: 'Male', value: 1 },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('66.7%')).toBeInTheDocument();
  },
};

export const Dark: Story = { ...Age, globals: { theme: 'dark' } };
export const DarkAllTones: Story = { ...AllTones, globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };
