import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, within } from 'storybook/test';
import type { LinkComponentProps } from '../../internal/link';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  parameters: {
    docs: {
      description: {
        component: [
          'Where the current page sits: 首页 › 内容管理 › 内容库. The console builds the items from the route (spec §2: start with a home crumb to /dashboard unless the first crumb is the dashboard).',
          '',
          '**When to use**: in the AppShell’s `breadcrumb` slot on every page inside the layout.',
          '**Alternatives**: a back link for a single level.',
          '**Accessibility**: a `nav` named “面包屑导航/Breadcrumb” holding an ordered list; the last crumb is the current page (`aria-current="page"`) and is not a link. Pass the router’s link as `linkAs` (a component taking `href`).',
        ].join('\n'),
      },
    },
  },
  args: {
    items: [{ label: '首页', href: '#/dashboard' }, { label: '内容管理' }, { label: '内容库' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: /面包屑导航|Breadcrumb/ });
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '#/dashboard');
    await expect(within(nav).getByText('内容库')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: '内容库' })).not.toBeInTheDocument();
  },
};

export const SingleCrumb: Story = { args: { items: [{ label: '首页', href: '#/dashboard' }] } };

/** A router link adapted to `href`, as the console passes react-router's Link. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(({ href, ...rest }, ref) => (
  <a ref={ref} href={`#router${href}`} data-router-link="" {...rest} />
));
RouterLink.displayName = 'RouterLink';

export const WithRouterLink: Story = {
  args: {
    linkAs: RouterLink,
    items: [
      { label: '首页', href: '/dashboard' },
      { label: '认证管理', href: '/certification/identity-set' },
      { label: '身份认证' },
    ],
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '认证管理' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#router/certification/identity-set');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
