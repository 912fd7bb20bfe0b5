import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders the element asked for around its children', () => {
    renderUi(
      <Stack as="ul" space="small">
        <li>账号</li>
        <li>密码</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByText('密码'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
