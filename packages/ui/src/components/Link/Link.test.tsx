import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Link } from './Link';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...rest }, ref) => <a ref={ref} href={to} {...rest} />,
);
RouterLink.displayName = 'RouterLink';

describe('Link', () => {
  it('is a link named by its content, in the same tab', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <Link href="/convention/index" onClick={onClick}>
        创作者公约
      </Link>,
    );
    const link = screen.getByRole('link', { name: '创作者公约' });
    expect(link).toHaveAttribute('href', '/convention/index');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('an external link opens a new tab safely and says so', async () => {
    renderUi(
      <Link href="https://example.com" external>
        帮助中心
      </Link>,
    );
    const link = screen.getByRole('link', { name: '帮助中心 （在新标签页中打开）' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations();
  });

  it('target="_blank" alone is treated as external, keeping the caller’s rel values', () => {
    renderUi(
      <Link href="https://example.com" target="_blank" rel="external">
        Help
      </Link>,
      { locale: 'en-US' },
    );
    const link = screen.getByRole('link', { name: 'Help (opens in new tab)' });
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  });

  it('renders a router link with asChild, keeping its own props', () => {
    renderUi(
      <Link asChild external>
        <RouterLink to="/video/index">内容库</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: '内容库 （在新标签页中打开）' });
    expect(link).toHaveAttribute('href', '/video/index');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.className).toMatch(/\S/);
  });

  it('forwards its ref and data attributes', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderUi(
      <Link ref={ref} href="/a" data={{ track: 'help' }}>
        帮助
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: '帮助' }));
    expect(ref.current).toHaveAttribute('data-track', 'help');
  });
});
