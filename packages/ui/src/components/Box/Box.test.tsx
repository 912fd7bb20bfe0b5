import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Box } from './Box';

describe('Box', () => {
  it('turns sprinkle props into classes and passes the rest to the element', () => {
    renderUi(
      <Box
        as="section"
        aria-label="统计"
        padding="large"
        display={{ mobile: 'block', desktop: 'flex' }}
        data={{ testid: 'stats' }}
      >
        内容
      </Box>,
    );
    const section = screen.getByRole('region', { name: '统计' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('data-testid', 'stats');
    expect(section.className.split(' ').length).toBeGreaterThanOrEqual(6);
    expect(section).not.toHaveAttribute('padding');
  });
});
