import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadUiStrings } from '../locale';
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

  it('applies the dark theme and en-US strings on its own element, so themes can nest', async () => {
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
    // en-US is a chunk of its own: zh-CN shows until it has loaded (the first use in this file).
    expect(screen.getByText('dark en-US 关闭 通知，3 条未读')).toBeInTheDocument();
    expect(await screen.findByText('dark en-US Close Notifications, 3 unread')).toBeInTheDocument();
  });

  it('loads en-US on first use and shows it at once once loaded', async () => {
    const strings = await loadUiStrings('en-US');
    expect(strings.close).toBe('Close');
    render(
      <UiProvider locale="en-US">
        <Probe />
      </UiProvider>,
    );
    // No zh-CN moment: an app that awaited loadUiStrings renders in English straight away.
    expect(screen.getByText('light en-US Close Notifications, 3 unread')).toBeInTheDocument();
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
