import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { normaliseTopic, TopicInput, type TopicInputProps } from './TopicInput';

function Controlled(props: Partial<TopicInputProps> & { initial?: string[] }) {
  const [topics, setTopics] = useState<string[]>(props.initial ?? []);
  return (
    <TopicInput
      label="话题"
      {...props}
      value={topics}
      onChange={(next) => {
        setTopics(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('TopicInput', () => {
  it('adds a topic on Enter or comma, without the leading #, and announces it', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '话题' });
    await userEvent.type(input, '#家常菜{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['家常菜']);
    await userEvent.type(input, '美食教程,');
    expect(onChange).toHaveBeenLastCalledWith(['家常菜', '美食教程']);
    expect(input).toHaveValue('');
    const list = screen.getByRole('list', { name: '已添加的话题' });
    expect(list).toHaveTextContent('#家常菜');
    expect(screen.getByRole('status')).toHaveTextContent('已添加话题 美食教程');
    await expectNoAxeViolations();
  });

  it('removes a chip with its button or Backspace in the empty input', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled initial={['a', 'b', 'c']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '移除话题 b' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    const input = screen.getByRole('textbox', { name: '话题' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['a']);
  });

  it('refuses duplicates, more than max and too long topics with a field error', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled initial={['a', 'b']} max={3} maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '话题' });
    await userEvent.type(input, 'a{Enter}');
    expect(input).toHaveAccessibleDescription(/这个话题已经添加过了/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '超过四个字了{Enter}');
    expect(input).toHaveAccessibleDescription(/每个话题不能超过 4 字/);
    await userEvent.clear(input);
    await userEvent.type(input, 'c{Enter}');
    await userEvent.type(input, 'd{Enter}');
    expect(input).toHaveAccessibleDescription(/最多添加 3 个话题/);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
  });

  it("shows the caller's error and the English strings", async () => {
    renderUi(<TopicInput label="Topics" value={['x']} onChange={vi.fn()} error="Server says no" />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('textbox', { name: 'Topics' })).toHaveAccessibleDescription(/Server says no/);
    expect(screen.getByRole('button', { name: 'Remove topic x' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('normalises topics', () => {
    expect(normaliseTopic('  ＃#春笋 ')).toBe('春笋');
  });
});
