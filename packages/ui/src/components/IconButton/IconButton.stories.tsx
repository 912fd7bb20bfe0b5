import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizes, tones, variants } from '../../vocabulary';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  parameters: {
    docs: {
      description: {
        component: [
          'A square button that shows only an icon. `label` is required: it is the accessible name.',
          '',
          '**When to use**: compact, well-known actions — close, sidebar toggle, show password.',
          '**Alternatives**: `Button` with `icon` when there is room for the word; words beat icons for anything less than universal.',
          '**Accessibility**: named by `label` (`aria-label`); the icon is decorative. Ghost by default.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
  args: { label: '关闭', icon: 'close', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '关闭' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {variants.map((variant) => (
        <Inline key={variant} space="small">
          {tones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              tone={tone}
              variant={variant}
              label={`${variant} ${tone}`}
              icon="plus"
            />
          ))}
        </Inline>
      ))}
      <Inline space="small">
        {sizes.map((size) => (
          <IconButton key={size} {...args} size={size} label={size} icon="search" variant="soft" />
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
