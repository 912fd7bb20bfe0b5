import type { Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { Fragment, forwardRef, useMemo, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../../internal/link';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Heading } from '../Heading';
import * as styles from './MarkdownView.css';

/** A level-2 heading (`## …`) of a document: its anchor id (`h-1`, `h-2`… in order) and text. */
export type MarkdownHeading = { id: string; text: string };

export type MarkdownViewProps = {
  /** Markdown in the platform's subset: `#`–`###`, paragraphs, lists, bold, blockquotes, links. */
  source: string;
  /**
   * A router's link for console paths (`/doc/index?doc=…`); a plain `<a>` otherwise. Links to
   * `https://` open in a new tab; any other address (`javascript:`, `http:`, `//host`) is shown as text.
   */
  linkAs?: LinkComponent;
  /** Names the region (e.g. the document's title) for assistive technology. */
  label?: string;
  data?: DataAttributes;
};

/** The mdast tree of a body (CommonMark, no HTML rendering: raw HTML stays a node we show as text). */
export const parseMarkdown = (source: string): Root => fromMarkdown(source);

/** An address a document may link to: `https://…` or a console path `/…` (not `//host`). */
export const isSafeMarkdownLink = (url: string) => /^https:\/\//i.test(url) || /^\/(?!\/)/.test(url);

const textOf = (node: Nodes): string => {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if (node.type === 'html') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
};

/** The level-2 headings of a body, in order, with the ids `MarkdownView` gives them (h-1, h-2…). */
export function markdownHeadings(source: string): MarkdownHeading[] {
  return headingsOf(parseMarkdown(source));
}

function headingsOf(tree: Root): MarkdownHeading[] {
  return tree.children
    .filter((node) => node.type === 'heading' && node.depth === 2)
    .map((node, index) => ({ id: `h-${index + 1}`, text: textOf(node) }));
}

/**
 * Renders a document body written in the Markdown subset as React elements (never as HTML
 * markup): headings, paragraphs, lists, bold, blockquotes and safe links. Anything else is shown
 * as its text (raw HTML included, escaped by React) or dropped (images, rules, definitions).
 * Level-2 headings get the ids `h-1`, `h-2`… in order, so a table of contents can point at them.
 */
export const MarkdownView = forwardRef<HTMLDivElement, MarkdownViewProps>(
  ({ source, linkAs: LinkAs = PlainLink, label, data }, ref) => {
    const tree = useMemo(() => parseMarkdown(source), [source]);
    let chapter = 0;

    const children = (node: Parents, tight = false): ReactNode =>
      (node.children as Nodes[]).map((child, index) => (
        <Fragment key={index}>{render(child, tight)}</Fragment>
      ));

    function render(node: Nodes, tight: boolean): ReactNode {
      switch (node.type) {
        case 'heading': {
          if (node.depth > 3) return <p>{children(node)}</p>;
          const id = node.depth === 2 ? `h-${(chapter += 1)}` : undefined;
          // The page's own title is the h1: `#` and `##` are sections (h2), `###` their parts (h3).
          const look = node.depth === 1 ? 2 : node.depth === 2 ? 3 : 4;
          return (
            <Heading level={look} as={node.depth === 3 ? 'h3' : 'h2'} id={id}>
              {children(node)}
            </Heading>
          );
        }
        case 'paragraph':
          // In a tight list an item's paragraph is just its text.
          return tight ? children(node) : <p>{children(node)}</p>;
        case 'list': {
          const items = children(node, !node.spread);
          return node.ordered ? <ol start={node.start ?? undefined}>{items}</ol> : <ul>{items}</ul>;
        }
        case 'listItem':
          return <li>{children(node, tight && !node.spread)}</li>;
        case 'blockquote':
          return <blockquote className={styles.quote}>{children(node)}</blockquote>;
        case 'strong':
          return <strong>{children(node)}</strong>;
        case 'link': {
          if (!isSafeMarkdownLink(node.url)) return children(node);
          if (node.url.startsWith('/')) {
            return (
              <LinkAs href={node.url} className={styles.link}>
                {children(node)}
              </LinkAs>
            );
          }
          return (
            <a href={node.url} className={styles.link} target="_blank" rel="noopener noreferrer">
              {children(node)}
            </a>
          );
        }
        case 'text':
        case 'inlineCode':
        case 'html':
          return node.value;
        case 'code':
          return <p>{node.value}</p>;
        case 'break':
          return <br />;
        case 'emphasis':
        case 'delete':
        case 'linkReference':
          return children(node);
        case 'root':
          return children(node);
        default:
          // Images, rules, definitions, footnotes, tables: outside the subset.
          return null;
      }
    }

    return (
      <div
        ref={ref}
        className={styles.root}
        {...(label ? { role: 'region', 'aria-label': label } : {})}
        {...dataAttributes(data)}
      >
        {children(tree)}
      </div>
    );
  },
);
MarkdownView.displayName = 'MarkdownView';
