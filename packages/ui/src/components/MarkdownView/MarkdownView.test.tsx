import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import { MarkdownView, markdownHeadings } from './MarkdownView';

const body = `前言

## 第一章 总则

- 一
- **二**

## 第二章 [链接](/doc/index#h-1)

> 引用

<script>alert(1)</script>

[坏链接](javascript:alert(1)) [好链接](https://example.com)`;

describe('MarkdownView', () => {
  it('numbers level-2 headings h-1, h-2… and lists them for a table of contents', () => {
    expect(markdownHeadings(body)).toEqual([
      { id: 'h-1', text: '第一章 总则' },
      { id: 'h-2', text: '第二章 链接' },
    ]);
    render(<MarkdownView source={body} label="公约" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual(['h-1', 'h-2']);
  });

  it('has no axe violations, light or dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { unmount } = renderUi(<MarkdownView source={body} label="公约" />, { theme });
      await expectNoAxeViolations();
      unmount();
    }
  });

  it('renders hostile input as text, never markup', () => {
    const { container } = render(<MarkdownView source={body} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '坏链接' })).toBeNull();
    expect(screen.getByRole('link', { name: '好链接' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '链接' })).toHaveAttribute('href', '/doc/index#h-1');
    expect(container.querySelector('blockquote')).toHaveTextContent('引用');
    expect(screen.getByText('二').tagName).toBe('STRONG');
  });
});
