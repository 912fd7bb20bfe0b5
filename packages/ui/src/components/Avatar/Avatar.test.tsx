import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows initials named by the person when there is no picture', async () => {
    renderUi(<Avatar name="林晓" />);
    const avatar = screen.getByRole('img', { name: '林晓' });
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', '林');
    await expectNoAxeViolations();
  });

  it('shows the picture with the name as alt text, and initials when it fails', () => {
    renderUi(<Avatar name="Chen Wei" src="/avatar.png" />);
    const image = screen.getByRole('img', { name: 'Chen Wei' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Chen Wei' }).querySelector('[data-initials]')).toHaveAttribute(
      'data-initials',
      'CW',
    );
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderUi(<Avatar name="林晓" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('derives initials from CJK and Latin names', () => {
    expect(initialsOf('林晓')).toBe('林');
    expect(initialsOf('chen wei')).toBe('CW');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
  });
});
