import { DOCUMENT_BODY_MESSAGES, isAllowedDocumentLink } from '@creator-console/contract';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * Checks a document body with the same parser the console renders it with (mdast from micromark):
 * raw HTML anywhere (a block or inline tag, a comment) is refused, and so is a link, an image or a
 * link definition whose address is neither `https://…` nor a console path `/…`. Answers the first
 * problem's message, or null when the body is fine. Everything else outside the subset (code,
 * tables, images) is harmless: the console shows it as text or drops it.
 */
export function markdownProblem(body: string): string | null {
  const tree: Root = fromMarkdown(body);
  let problem: string | null = null;
  const visit = (node: Nodes): void => {
    if (problem) return;
    if (node.type === 'html') {
      problem = DOCUMENT_BODY_MESSAGES.html;
      return;
    }
    if (
      (node.type === 'link' || node.type === 'image' || node.type === 'definition') &&
      !isAllowedDocumentLink(node.url)
    ) {
      problem = DOCUMENT_BODY_MESSAGES.link;
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return problem;
}
