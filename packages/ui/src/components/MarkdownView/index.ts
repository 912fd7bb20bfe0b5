export { MarkdownView, markdownHeadings, parseMarkdown, isSafeMarkdownLink } from './MarkdownView';
export type { MarkdownViewProps, MarkdownHeading } from './MarkdownView';
