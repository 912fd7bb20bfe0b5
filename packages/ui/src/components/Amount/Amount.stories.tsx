import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from '../DataTable';
import { Stack } from '../Stack';
import { Amount, amountSizes, amountTones, amountWeights } from './Amount';

const meta = {
  title: 'Components/Amount',
  component: Amount,
  parameters: {
    docs: {
      description: {
        component: [
          'An amount of money in CNY from an integer number of fen (分), in tabular figures (`font-variant-numeric: tabular-nums`) so amounts line up in columns.',
          '',
          '**When to use**: every amount shown to people — balances, withdrawals, ledger lines, statements. `sign` shows `+` on credits; `tone="auto"` then colours credits positive and leaves debits neutral (a statement’s 金额 column, money.md §9.1).',
          '**Alternatives**: `Stat` for a dashboard figure (pass it the formatted text); the contract’s `formatFen` for amounts inside sentences and messages.',
          '**Formatting**: `Intl.NumberFormat(locale, {style: "currency", currency: "CNY"})` on `fen / 100`, display only: the text equals the contract’s `formatFen(fen, {locale, sign})`. The locale is zh-CN unless given (`¥1,234.56`; en-US `CN¥1,234.56`).',
          '**Accessibility**: plain text; the sign is a character, so credits and debits differ in more than colour.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: amountTones },
    size: { control: 'select', options: amountSizes },
    weight: { control: 'select', options: amountWeights },
  },
  args: { fen: 288_000 },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText('¥2,880.00');
    await expect(amount).toHaveAttribute('data-fen', '288000');
    await expect(getComputedStyle(amount).fontVariantNumeric).toContain('tabular-nums');
  },
};

export const Negative: Story = {
  args: { fen: -12_345 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥123.45')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { fen: 0, sign: true },
  play: async ({ canvasElement }) => {
    // Zero carries no sign, even with `sign`.
    await expect(within(canvasElement).getByText('¥0.00')).toBeVisible();
  },
};

export const Large: Story = {
  args: { fen: 100_000_000, size: 'xlarge', weight: 'strong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥1,000,000.00')).toBeVisible();
  },
};

/** A statement’s 金额: credits `+` and positive, debits `-` and neutral. */
export const SignedCreditAndDebit: Story = {
  render: (args) => (
    <Stack space="small">
      <Amount {...args} fen={50_000} sign data={{ testid: 'credit' }} />
      <Amount {...args} fen={-30_000} sign data={{ testid: 'debit' }} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credit = canvas.getByTestId('credit');
    const debit = canvas.getByTestId('debit');
    await expect(credit).toHaveTextContent('+¥500.00');
    await expect(debit).toHaveTextContent('-¥300.00');
    await expect(getComputedStyle(credit).color).not.toBe(getComputedStyle(debit).color);
  },
};

export const EnUS: Story = {
  args: { fen: 123_456, locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CN¥1,234.56')).toBeVisible();
  },
};

type Line = { id: number; title: string; fen: number; balance: number };
const lines: Line[] = [
  { id: 1, title: '广告任务奖励', fen: 128_800, balance: 288_000 },
  { id: 2, title: '提现申请', fen: -100_000, balance: 159_200 },
  { id: 3, title: '平台调整', fen: 5, balance: 259_200 },
  { id: 4, title: '短剧分成', fen: 259_195, balance: 259_195 },
];
const lineColumns: DataTableColumn<Line>[] = [
  { key: 'title', header: '类型' },
  { key: 'fen', header: '金额', align: 'right', width: 160, cell: (line) => <Amount fen={line.fen} sign /> },
  {
    key: 'balance',
    header: '余额',
    align: 'right',
    width: 160,
    cell: (line) => <Amount fen={line.balance} />,
  },
];

/** In a right-aligned column: tabular figures keep the decimal points under each other. */
export const InATableColumn: Story = {
  render: () => (
    <DataTable<Line> label="收支明细" columns={lineColumns} rows={lines} rowKey={(line) => line.id} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+¥1,288.00')).toBeVisible();
    await expect(canvas.getByText('-¥1,000.00')).toBeVisible();
    await expect(canvas.getByText('+¥0.05')).toBeVisible();
    const right = (text: string) => canvas.getByText(text).getBoundingClientRect().right;
    // Right-aligned in tabular figures: every amount of a column ends at the same x.
    await expect(Math.abs(right('+¥1,288.00') - right('+¥0.05'))).toBeLessThan(1);
    await expect(Math.abs(right('¥2,880.00') - right('¥1,592.00'))).toBeLessThan(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {amountTones.map((tone) => (
        <Stack key={tone} space="xsmall">
          <Amount {...args} fen={123_456} sign tone={tone} />
          <Amount {...args} fen={-123_456} sign tone={tone} />
        </Stack>
      ))}
      {amountSizes.map((size) => (
        <Amount key={size} {...args} fen={100_000_000} size={size} />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

export const DarkTable: Story = { ...InATableColumn, globals: { theme: 'dark' } };
