import { useMemo } from 'react';
import type { DocumentView } from '@creator-console/contract';
import { Heading, MarkdownView, Stack, Text, markdownHeadings } from '@creator-console/ui';
import { RouterLink } from '../../../shared/components/router-link';
import { dayOf } from '../../../shared/date-time';
import { TextLink } from '../../../shared/components/text-link';
import { useMessages } from '../../../shared/i18n';
import { docMessages } from '../messages';
import * as styles from './document-reader.css';

/**
 * A published document: its title, version and date, a sticky table of contents from the level-2
 * headings (`#h-1`, `#h-2`…), the body, then the links to its appendices.
 */
export function DocumentReader({ document, actions }: { document: DocumentView; actions?: React.ReactNode }) {
  const t = useMessages(docMessages);
  const headings = useMemo(() => markdownHeadings(document.body), [document.body]);
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{document.title}</Heading>
        <Text tone="muted">
          {t('version', { version: document.version, date: dayOf(document.effective_at) })}
        </Text>
        {actions}
      </Stack>
      <div className={styles.layout}>
        {headings.length > 0 ? (
          <nav className={styles.toc} aria-label={t('toc')}>
            <Stack space="small">
              <Text weight="medium">{t('toc')}</Text>
              <ol className={styles.tocList}>
                {headings.map((heading) => (
                  <li key={heading.id}>
                    <TextLink to={`#${heading.id}`}>{heading.text}</TextLink>
                  </li>
                ))}
              </ol>
            </Stack>
          </nav>
        ) : null}
        <div className={styles.body} lang="zh-CN">
          <Stack space="xlarge">
            <MarkdownView source={document.body} linkAs={RouterLink} label={document.title} />
            {document.appendices && document.appendices.length > 0 ? (
              <section aria-labelledby="doc-appendices">
                <Stack space="small">
                  <Heading level={3} as="h2" id="doc-appendices">
                    {t('appendices')}
                  </Heading>
                  <ul className={styles.tocList}>
                    {document.appendices.map((appendix) => (
                      <li key={appendix.key}>
                        <TextLink to={`/doc/index?doc=${appendix.key}`}>{appendix.title}</TextLink>
                      </li>
                    ))}
                  </ul>
                </Stack>
              </section>
            ) : null}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
