import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tones } from '../../vocabulary';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Link, linkUnderlines, linkWeights } from './Link';

/** Stands in for a router's link (react-router's `<Link to>`): it takes `to`, not `href`. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...rest }, ref) => <a ref={ref} href={`#${to}`} data-router-link="" {...rest} />,
);
RouterLink.displayName = 'RouterLink';

const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: {
    docs: {
      description: {
        component: [
          'A text link. `tone` colours it (accent by default), `underline` says when it is underlined, `external` opens it in a new tab.',
          '',
          '**When to use**: navigation in running text, in table cells and in help texts.',
          '**Alternatives**: `Button asChild` when a link must look like an action; `Breadcrumb` and `SidebarMenu` for the console’s navigation; a `Button` when nothing is navigated to.',
          '**Accessibility**: a real `<a href>`. In running text keep `underline="always"` (the default) so colour is not the only cue. `external` (or `target="_blank"`) adds `rel="noopener noreferrer"`, an arrow and a visually hidden “（在新标签页中打开）/(opens in new tab)” to the name. With a router, use `asChild` so its link gets the same look and behaviour.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: tones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    weight: { control: 'inline-radio', options: linkWeights },
  },
  args: { href: '#/convention/index', children: '创作者公约', onClick: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: '创作者公约' });
    await expect(link).toHaveAttribute('href', '#/convention/index');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const InText: Story = {
  render: (args) => (
    <Text as="p">
      发布前请阅读 <Link {...args} />
      ，违规内容将被驳回。
    </Text>
  ),
};

export const External: Story = {
  args: { href: 'https://example.com/help', external: true, children: '帮助中心', onClick: undefined },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^帮助中心/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/在新标签页中打开|opens in new tab/);
  },
};

export const WithRouterLink: Story = {
  render: (args) => (
    <Link tone={args.tone} underline={args.underline} asChild>
      <RouterLink to="/video/index">内容库</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '内容库' });
    await expect(link).toHaveAttribute('href', '#/video/index');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const UnderlineOnHover: Story = {
  args: { underline: 'hover', weight: 'medium', children: '查看详情' },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {linkUnderlines.map((underline) => (
        <Text key={underline} as="p">
          {tones.map((tone) => (
            <span key={tone}>
              <Link {...args} tone={tone} underline={underline}>
                {`${tone} ${underline}`}
              </Link>{' '}
            </span>
          ))}
        </Text>
      ))}
      <Text as="p">
        <Link {...args} external href="https://example.com">
          外部链接
        </Link>
      </Text>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };
