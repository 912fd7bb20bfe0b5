import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Column, Columns } from './Columns';

describe('Columns', () => {
  it('keeps its columns in source order, which is also the stacked order', () => {
    renderUi(
      <Columns collapseBelow="desktop">
        <Column width="2/3">
          <button type="button">保存</button>
        </Column>
        <Column width="content">
          <button type="button">预览</button>
        </Column>
      </Columns>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['保存', '预览']);
  });

  it('gives fractions, content and filling columns different sizing', () => {
    renderUi(
      <Columns space="large">
        <Column width="1/3" data={{ testid: 'third' }} />
        <Column width="content" data={{ testid: 'content' }} />
        <Column data={{ testid: 'fill' }} />
      </Columns>,
    );
    const classes = ['third', 'content', 'fill'].map((id) => screen.getByTestId(id).className);
    expect(new Set(classes).size).toBe(3);
  });

  it('forwards refs and data attributes', () => {
    const columnsRef = createRef<HTMLDivElement>();
    const columnRef = createRef<HTMLDivElement>();
    renderUi(
      <Columns ref={columnsRef} data={{ testid: 'row' }}>
        <Column ref={columnRef} data={{ testid: 'cell' }}>
          内容
        </Column>
      </Columns>,
    );
    expect(columnsRef.current).toBe(screen.getByTestId('row'));
    expect(columnRef.current).toBe(screen.getByTestId('cell'));
    expect(screen.getByTestId('row')).toContainElement(screen.getByTestId('cell'));
  });
});
