import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component: [
          'A grey placeholder in the shape of content that is loading: lines of text, a block, a circle.',
          '',
          '**When to use**: lists, cards and tables whose layout is known before the data arrives, so the page does not jump when it does.',
          '**Alternatives**: `Spinner` when the shape is unknown; `DataTable loading` draws skeleton rows itself.',
          '**Accessibility**: hidden from assistive technology; the loading region says it is busy (`aria-busy`) or holds a Spinner. It pulses gently and stands still with reduced motion.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: sizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextLines: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelector('[data-shape="text"]');
    await expect(lines).toHaveAttribute('aria-hidden', 'true');
    await expect(lines?.children).toHaveLength(3);
  },
};

export const Block: Story = { args: { shape: 'block', width: 240, height: 135 } };

export const Circle: Story = { args: { shape: 'circle', size: 'large' } };

/** A creator card while it loads: avatar, name, two lines of text. */
export const CardPlaceholder: Story = {
  render: () => (
    <section aria-busy="true" aria-label="创作者">
      <Inline space="medium" alignY="top" wrap={false}>
        <Skeleton shape="circle" size="large" />
        <Stack space="small">
          <Skeleton width="40%" />
          <Skeleton lines={2} />
        </Stack>
      </Inline>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '创作者' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <Stack space="large">
      <Skeleton lines={4} />
      <Inline space="medium">
        {sizes.map((size) => (
          <Skeleton key={size} shape="circle" size={size} />
        ))}
      </Inline>
      <Inline space="medium">
        <Skeleton shape="block" width={160} height={90} />
        <Skeleton shape="block" width={90} height={160} />
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
