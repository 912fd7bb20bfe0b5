import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { darkThemeClass, lightThemeClass } from '../themes';
import { UiProvider, useUiSettings, useUiStrings } from './UiProvider';

function Probe() {
  const strings = useUiStrings();
  const { theme, locale } = useUiSettings();
  return (
    <p>
      {theme} {locale} {strings.close} {strings.notificationsUnread(3)}
    </p>
  );
}

describe('UiProvider', () => {
  it('defaults to the light theme and zh-CN strings', () => {
    const { container } = render(
      <UiProvider>
        <Probe />
      </UiProvider>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveClass(lightThemeClass);
    expect(root).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByText('light zh-CN 关闭 通知，3 条未读')).toBeInTheDocument();
  });

  it('applies the dark theme and en-US strings on its own element, so themes can nest', () => {
    const { container } = render(
      <UiProvider>
        <UiProvider theme="dark" locale="en-US">
          <Probe />
        </UiProvider>
      </UiProvider>,
    );
    const outer = container.firstElementChild as HTMLElement;
    const inner = outer.firstElementChild as HTMLElement;
    expect(outer).toHaveClass(lightThemeClass);
    expect(inner).toHaveClass(darkThemeClass);
    expect(inner).not.toHaveClass(lightThemeClass);
    expect(screen.getByText('dark en-US Close Notifications, 3 unread')).toBeInTheDocument();
  });

  it('loads a locale on first use, showing zh-CN until it arrives', async () => {
    // A fresh module graph: en-US has not been loaded there (test/setup.ts loads it for the others).
    vi.resetModules();
    const fresh = await import('./UiProvider');
    const { useUiStrings: freshStrings } = fresh;
    function FreshProbe() {
      const strings = freshStrings();
      return <p>{`${strings.close} ${strings.notificationsUnread(3)}`}</p>;
    }
    render(
      <fresh.UiProvider locale="en-US">
        <FreshProbe />
      </fresh.UiProvider>,
    );
    expect(screen.getByText('关闭 通知，3 条未读')).toBeInTheDocument();
    expect(await screen.findByText('Close Notifications, 3 unread')).toBeInTheDocument();
  });

  it('renders in a loaded locale at once: an app that awaited loadUiStrings never shows zh-CN', async () => {
    vi.resetModules();
    const fresh = await import('./UiProvider');
    const { loadUiStrings: freshLoad } = await import('../locale');
    await freshLoad('en-US');
    function FreshProbe() {
      return <p>{fresh.useUiStrings().close}</p>;
    }
    render(
      <fresh.UiProvider locale="en-US">
        <FreshProbe />
      </fresh.UiProvider>,
    );
    expect(screen.getByText('Close')).toBeInTheDocument();
  });

  it('lets the app replace single strings', () => {
    render(
      <UiProvider strings={{ close: '关掉' }}>
        <Probe />
      </UiProvider>,
    );
    expect(screen.getByText(/关掉/)).toBeInTheDocument();
  });

  it('gives zh-CN strings without a provider', () => {
    render(<Probe />);
    expect(screen.getByText(/关闭/)).toBeInTheDocument();
  });
});
