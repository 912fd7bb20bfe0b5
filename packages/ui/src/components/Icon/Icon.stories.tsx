import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Box } from '../Box';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  parameters: {
    docs: {
      description: {
        component: [
          'One stroke icon set (24×24 grid, 2 px round strokes, `currentColor`) covering every sidebar group of the console spec and the interface icons.',
          '',
          '**When to use**: next to text in buttons, menus and messages; alone only inside `IconButton`.',
          '**Alternatives**: `IconButton` for an icon that is a control; `Avatar` for people.',
          '**Accessibility**: decorative (`aria-hidden`) unless it has a `label`; give a label only when the icon alone carries meaning. Names that arrive as data (menus from the server) can be checked with `isIconName`.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: sizes },
  },
  args: { name: 'video-upload', size: 'large' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <Inline space="small">
      {iconNames.map((name) => (
        <Box
          key={name}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xsmall"
          padding="small"
          background="surface"
          borderRadius="standard"
          style={{ width: 112 }}
        >
          <Icon {...args} name={name} />
          <Text size="small" tone="muted">
            {name}
          </Text>
        </Box>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      {sizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Labelled: Story = {
  args: { name: 'alert', label: '警告' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '警告' })).toBeInTheDocument();
  },
};

export const Dark: Story = { ...AllIcons, globals: { theme: 'dark' } };
