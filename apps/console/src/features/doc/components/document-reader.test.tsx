import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { DocumentReader } from './document-reader';

const body = `为营造健康的创作环境，制定本公约。

## 第一章 总则

正文。

### 第一节 适用范围

正文。

## 第二章 账号规范

## 第三章 内容规范

## 第四章 商业推广内容规范

<script>alert(1)</script>`;

describe('DocumentReader', () => {
  it('builds the table of contents from the level-2 headings with ids h-1, h-2… in order', () => {
    render(
      <MemoryRouter initialEntries={['/doc/index']}>
        <UiProvider>
          <DocumentReader
            document={{
              key: 'convention',
              title: '用户公约',
              placement: 'convention',
              version: 2,
              effective_at: '2026-09-01T02:00:00.000Z',
              body,
              change_note: '',
              appendices: [{ key: 'live-conduct', title: '直播行为规范' }],
            }}
          />
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('版本 v2 · 2026-09-01 生效')).toBeVisible();
    const toc = within(screen.getByRole('navigation', { name: '目录' })).getAllByRole('link');
    expect(toc.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['第一章 总则', '/doc/index#h-1'],
      ['第二章 账号规范', '/doc/index#h-2'],
      ['第三章 内容规范', '/doc/index#h-3'],
      ['第四章 商业推广内容规范', '/doc/index#h-4'],
    ]);
    // `/doc/index#h-4` opens 第四章.
    expect(document.getElementById('h-4')).toHaveTextContent('第四章 商业推广内容规范');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '直播行为规范' })).toHaveAttribute(
      'href',
      '/doc/index?doc=live-conduct',
    );
  });
});
