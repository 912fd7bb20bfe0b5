import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizes, tones, variants } from '../../vocabulary';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  parameters: {
    docs: {
      description: {
        component: [
          'A short label for a category, attribute or state; optionally removable.',
          '',
          '**When to use**: video categories and topics, active filters (closable), attribute labels.',
          '**Alternatives**: `StatusTag` for review, certification and account states (label and tone come from one map); `Badge` for counts.',
          '**Accessibility**: plain text, so the label is read as it is. A closable tag has a real button named “移除{label}/Remove {label}” (or `closeLabel`); the icon is decorative. Never rely on the tone alone — the text says it.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  args: { children: '美食' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = { args: { icon: 'topic', tone: 'accent', children: '热门话题' } };

export const Closable: Story = {
  args: { closable: true, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /移除美食|Remove 美食/ }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Active filters that remove themselves. */
export const Filters: Story = {
  render: function Render() {
    const [filters, setFilters] = useState(['美食', '旅行', '科技']);
    return (
      <Inline space="small">
        {filters.map((filter) => (
          <Tag
            key={filter}
            closable
            tone="accent"
            onClose={() => setFilters(filters.filter((item) => item !== filter))}
          >
            {filter}
          </Tag>
        ))}
        {filters.length === 0 ? <Text tone="muted">没有筛选条件</Text> : null}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /旅行/ }));
    await expect(canvas.queryByText('旅行')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="large">
      {variants.map((variant) => (
        <Stack key={variant} space="small">
          <Text weight="strong">{variant}</Text>
          <Inline space="small">
            {tones.map((tone) => (
              <Tag key={tone} {...args} tone={tone} variant={variant}>
                {tone}
              </Tag>
            ))}
          </Inline>
        </Stack>
      ))}
      <Inline space="small">
        {sizes.map((size) => (
          <Tag key={size} size={size} icon="video" closable>
            {size}
          </Tag>
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
