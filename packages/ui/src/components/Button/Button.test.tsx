import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" button named by its content', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>保存</Button>);
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('while loading is disabled, busy and says it is loading', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        保存
      </Button>,
    );
    const button = screen.getByRole('button', { name: '保存 加载中' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('announces loading in the provider locale', () => {
    renderUi(<Button loading>Save</Button>, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Save Loading' })).toBeDisabled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        删除
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">登录</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders its child as the element with asChild (e.g. a router link)', async () => {
    renderUi(
      <Button asChild tone="accent" variant="solid" icon="video-upload">
        <a href="/video/create">发布视频</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: '发布视频' });
    expect(link).toHaveAttribute('href', '/video/create');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations();
  });

  it('a disabled asChild link is marked and does not navigate', async () => {
    const onClick = vi.fn();
    renderUi(
      <div onClick={(event) => onClick(event.defaultPrevented)}>
        <Button asChild disabled>
          <a href="/video/create">发布视频</a>
        </Button>
      </div>,
    );
    const link = screen.getByRole('link', { name: '发布视频' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledWith(true);
  });

  it('forwards its ref to the button', () => {
    let element: HTMLButtonElement | null = null;
    renderUi(<Button ref={(node) => void (element = node)}>确定</Button>);
    expect(element).toBe(screen.getByRole('button', { name: '确定' }));
  });
});
