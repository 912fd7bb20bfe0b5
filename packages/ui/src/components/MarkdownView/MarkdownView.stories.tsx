import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarkdownView } from './MarkdownView';

const convention = `为营造健康、有序的创作环境，制定本公约。

## 第一章 总则

1. 本公约适用于在创作者平台发布内容的全部账号。
2. 本公约的附录与本公约具有同等效力。

## 第二章 内容规范

发布的内容**不得**包含以下内容：

- 违反法律法规的内容；
- 侵犯他人合法权益的内容。

> 搬运他人作品时，即使注明出处，也须取得原作者授权。

### 第一节 标题与封面

标题应与内容一致。

## 第三章 商业推广

详见附录 [商业推广标识指引](/doc/index?doc=ad-label) 与 [互联网广告管理办法](https://www.samr.gov.cn/)。`;

const hostile = `## 不安全的输入

<script>alert('x')</script>

点 [这里](javascript:alert(1)) 或 <b>粗体标签</b>，以及 [明文链接](http://example.com)。

![图片](https://example.com/a.png)`;

const meta = {
  title: 'Components/MarkdownView',
  component: MarkdownView,
  parameters: {
    docs: {
      description: {
        component: [
          'Shows a platform document (用户公约, 用户协议, appendices) written in the Markdown subset: `#`–`###` headings, paragraphs, lists, bold, blockquotes and links. The body is parsed into a syntax tree (mdast, micromark) and mapped to React elements; no HTML string is ever injected.',
          '',
          '**When to use**: any document body that staff write in /admin/doc, and the editor’s live preview.',
          '**Safety**: raw HTML is shown as its text; links other than `https://…` (new tab) and console paths `/…` (the router’s link via `linkAs`) are shown as text; images and other syntax are dropped.',
          '**Accessibility**: `#` and `##` are `h2`, `###` is `h3` (the page’s title is the `h1`); level-2 headings get ids `h-1`, `h-2`… for the table of contents (`markdownHeadings`). Pass `label` to make it a named region.',
        ].join('\n'),
      },
    },
  },
  args: { source: convention, label: '用户公约' },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.id)).toEqual(['h-1', 'h-2', 'h-3']);
    await expect(canvas.getByRole('heading', { level: 3, name: '第一节 标题与封面' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByText('不得').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: '商业推广标识指引' })).toHaveAttribute(
      'href',
      '/doc/index?doc=ad-label',
    );
    const external = canvas.getByRole('link', { name: '互联网广告管理办法' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const DocumentDark: Story = { globals: { theme: 'dark' } };

export const HostileInput: Story = {
  args: { source: hostile, label: '不安全的输入' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText(/<script>alert\('x'\)<\/script>/)).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText(/这里/)).toBeVisible();
  },
};

export const HostileInputDark: Story = { ...HostileInput, globals: { theme: 'dark' } };

export const Empty: Story = {
  args: { source: '', label: '空文档' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '空文档' })).toBeEmptyDOMElement();
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };
