import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Inline } from './Inline';

describe('Inline', () => {
  it('keeps its children in reading order', () => {
    renderUi(
      <Inline align="right">
        <button type="button">取消</button>
        <button type="button">确定</button>
      </Inline>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '确定']);
  });
});
