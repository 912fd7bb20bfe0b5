import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Inline } from '../Inline';
import { Avatar } from './Avatar';

/** A self-contained image, so stories need no network. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8fb3ff"/><circle cx="20" cy="16" r="7" fill="#1d46a3"/><path d="M6 40a14 14 0 0 1 28 0z" fill="#1d46a3"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  parameters: {
    docs: {
      description: {
        component: [
          'A person’s picture, or their initials while it is missing or fails to load.',
          '',
          '**When to use**: next to a user’s name — the top bar’s user menu, lists of creators.',
          '**Alternatives**: `Icon name="user"` for “a user” in general.',
          '**Accessibility**: named by `name`; set `decorative` when the name is already next to it (inside a labelled button) so it is not read twice.',
        ].join('\n'),
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: sizes } },
  args: { name: '林晓', size: 'large' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '林晓' })).toBeInTheDocument();
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: '林晓' });
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', '林');
  },
};

export const Image: Story = { args: { src: portrait } };

export const BrokenImage: Story = {
  args: { name: 'Chen Wei', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    // The image fails to load, and the initials take its place.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'CW'),
    );
    await expect(within(canvasElement).getByRole('img', { name: 'Chen Wei' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      {sizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {sizes.map((size) => (
        <Avatar key={`image-${size}`} {...args} src={portrait} size={size} />
      ))}
    </Inline>
  ),
};

export const Dark: Story = { ...Sizes, globals: { theme: 'dark' } };
