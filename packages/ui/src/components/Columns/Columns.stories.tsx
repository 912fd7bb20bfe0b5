import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Column, Columns, columnsAlignYs } from './Columns';
import { columnFractions } from './widths';

const Panel = ({ label, tall = false }: { label: string; tall?: boolean }) => (
  <Box padding="medium" background="accentSoft" borderRadius="standard" height="full">
    <Text>{label}</Text>
    {tall ? <Text tone="muted">第二行内容</Text> : null}
  </Box>
);

const width = (canvas: HTMLElement, testId: string) =>
  canvas.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  parameters: {
    docs: {
      description: {
        component: [
          'Lays `Column`s side by side with an even gap. A column takes the rest of the row (default), a fraction (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `1/5`…`4/5`) or its content’s width (`content`). Fractions are exact: the gaps are taken out, so `1/3` + `2/3` fill the row.',
          '',
          '**When to use**: a page area split into columns — a form beside a preview, a list beside its filters, statistics in a row. `collapseBelow="desktop"` stacks the columns on mobile (below 992 px).',
          '**Alternatives**: `Inline` for a wrapping row of small items (buttons, tags); `Stack` for a vertical group; `Box` for anything else.',
          '**Accessibility**: the columns are plain `div`s in source order, which is also the stacked order and the reading order — put first what should be read first.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    alignY: { control: 'inline-radio', options: columnsAlignYs },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'desktop'] },
  },
  args: {
    space: 'standard',
    children: [
      <Column key="main" width="2/3" data={{ testid: 'main' }}>
        <Panel label="视频信息 2/3" />
      </Column>,
      <Column key="side" data={{ testid: 'side' }}>
        <Panel label="封面预览" />
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const main = width(canvasElement, 'main');
    const side = width(canvasElement, 'side');
    await expect(main.top).toBe(side.top);
    // 2/3 spans two 1/3 columns and the 16 px gap between them; the rest is exactly 1/3.
    await expect(Math.abs(main.width - (2 * side.width + 16))).toBeLessThan(1.5);
  },
};

export const Fractions: Story = {
  render: (args) => (
    <Stack space="medium">
      {columnFractions.map((fraction) => (
        <Columns key={fraction} space={args.space}>
          <Column width={fraction}>
            <Panel label={fraction} />
          </Column>
          <Column>
            <Panel label="其余" />
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
};

export const ContentWidth: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="search">
        <Box padding="small" background="neutralSoft" borderRadius="standard">
          <Text>搜索条件</Text>
        </Box>
      </Column>,
      <Column key="action" width="content" data={{ testid: 'action' }}>
        <Button tone="accent" variant="solid">
          查询
        </Button>
      </Column>,
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '查询' });
    await expect(Math.round(width(canvasElement, 'action').width)).toBe(
      Math.round(button.getBoundingClientRect().width),
    );
  },
};

export const ThreeEqual: Story = {
  args: {
    space: { mobile: 'small', desktop: 'large' },
    children: ['一', '二', '三'].map((label) => (
      <Column key={label} data={{ testid: label }}>
        <Panel label={`第${label}栏`} />
      </Column>
    )),
  },
  play: async ({ canvasElement }) => {
    const first = width(canvasElement, '一');
    const second = width(canvasElement, '二');
    await expect(Math.abs(first.width - second.width)).toBeLessThan(1);
    // desktop space is `large` (24 px)
    await expect(Math.round(second.left - first.right)).toBe(24);
  },
};

export const AlignY: Story = {
  render: (args) => (
    <Stack space="medium">
      {columnsAlignYs.map((alignY) => (
        <Columns key={alignY} space={args.space} alignY={alignY}>
          <Column width="1/4">
            <Panel label={alignY} tall />
          </Column>
          <Column>
            <Box padding="small" background="neutralSoft" borderRadius="standard">
              <Text>单行</Text>
            </Box>
          </Column>
        </Columns>
      ))}
    </Stack>
  ),
};

/** Side by side on desktop… */
export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop' },
  play: async ({ canvasElement }) => {
    await expect(width(canvasElement, 'main').top).toBe(width(canvasElement, 'side').top);
  },
};

/** …stacked, full width and in source order, on mobile. */
export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'desktop', space: 'medium' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = width(canvasElement, 'main');
    const side = width(canvasElement, 'side');
    await expect(main.left).toBe(side.left);
    await expect(main.width).toBe(side.width);
    await expect(Math.round(side.top - main.bottom)).toBe(12);
  },
};

export const Dark: Story = { ...Fractions, globals: { theme: 'dark' } };
