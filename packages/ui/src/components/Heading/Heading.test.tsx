import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the heading level, or another element when told', () => {
    renderUi(
      <>
        <Heading level={2}>内容库</Heading>
        <Heading level={1} as="h2">
          数据概览
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '内容库' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '数据概览' })).toBeInTheDocument();
  });
});
