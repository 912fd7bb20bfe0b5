import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its label with a decorative icon', async () => {
    const { container } = renderUi(
      <Tag tone="accent" icon="video">
        短视频
      </Tag>,
    );
    expect(screen.getByText('短视频')).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a closable tag has a remove button named after it', async () => {
    const onClose = vi.fn();
    renderUi(
      <Tag closable onClose={onClose}>
        美食
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button', { name: '移除美食' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('names the remove button from closeLabel, in the locale otherwise', () => {
    renderUi(
      <>
        <Tag closable closeLabel="清除筛选">
          <strong>状态</strong>
        </Tag>
        <Tag closable>Food</Tag>
      </>,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Food' })).toBeInTheDocument();
  });

  it('a disabled tag cannot be removed', async () => {
    const onClose = vi.fn();
    renderUi(
      <Tag closable disabled onClose={onClose}>
        美食
      </Tag>,
    );
    const button = screen.getByRole('button', { name: '移除美食' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClose).not.toHaveBeenCalled();
  });
});
