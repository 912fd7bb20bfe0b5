import { screen, within } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import type { LinkComponentProps } from '../../internal/link';
import { Breadcrumb } from './Breadcrumb';

const items = [
  { label: '首页', href: '/dashboard' },
  { label: '内容管理' },
  { label: '内容库', href: '/video/index' },
];

describe('Breadcrumb', () => {
  it('is a named nav with an ordered list; the last crumb is the current page, not a link', async () => {
    renderUi(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: '内容管理' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '内容库' })).not.toBeInTheDocument();
    expect(within(nav).getByText('内容库')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('renders links with the router link it is given', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(({ href, ...rest }, ref) => (
      <a ref={ref} href={`/app${href}`} data-router="" {...rest} />
    ));
    renderUi(<Breadcrumb items={items} linkAs={RouterLink} />);
    const link = screen.getByRole('link', { name: '首页' });
    expect(link).toHaveAttribute('href', '/app/dashboard');
    expect(link).toHaveAttribute('data-router');
  });
});
