import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { VideoVisibility } from '@creator-console/contract';
import { Button, Card, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { useMessages, type Dictionary } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { ContentStatusTag, type ContentStatus } from './content-status';

/** One video or album as a page loads it (`useEndpoint`). */
interface Loaded<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

/** The content the page's `?id=` names: the id, and whether there is none (a page that creates). */
export function useContentId({ allowNew = false } = {}) {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const isNew = allowNew && (raw === null || raw === '');
  const id = Number(raw);
  const valid = isNew || (Number.isInteger(id) && id > 0);
  return { id: valid && !isNew ? id : null, isNew, valid };
}

/**
 * A page about one of the creator's videos or albums: the menu page's title with the way back to
 * the list, then the content (in a card titled `cardTitle`, with one) — or why there is none: no
 * valid id, not found (or not the caller's), still loading. Without an id on a page that creates,
 * `children` gets null.
 */
export function ContentPage<T>({
  messages,
  backTo,
  content,
  loaded,
  cardTitle,
  children,
}: {
  messages: Dictionary<'back' | 'missingId' | 'notFound'>;
  /** The list the page belongs to. */
  backTo: string;
  content: ReturnType<typeof useContentId>;
  loaded: Loaded<T>;
  cardTitle?: (data: T | undefined) => string;
  children: (data: T | null) => ReactNode;
}) {
  const t = useMessages(messages);
  const titles = usePageTitles();
  const { data, error, isLoading } = loaded;

  const back = (
    <Button asChild variant="ghost" icon="chevron-left">
      <Link to={backTo}>{t('back')}</Link>
    </Button>
  );

  let body;
  if (!content.valid) body = <EmptyState icon="alert" title={t('missingId')} action={back} />;
  else if (content.isNew) body = children(null);
  else if (error && !data) body = <EmptyState icon="alert" title={t('notFound')} action={back} />;
  else if (isLoading || !data) body = <Skeleton lines={8} />;
  else body = children(data);

  return (
    <Stack space="large">
      <Inline space="small" alignY="center" align="spaceBetween">
        <Heading level={1}>{titles.page}</Heading>
        {back}
      </Inline>
      {cardTitle ? (
        <Card as="section" title={cardTitle(data)} titleAs="h2">
          {body}
        </Card>
      ) : (
        body
      )}
    </Stack>
  );
}

/**
 * Content that cannot be changed now: its status and visibility, and why — in review until the
 * review ends, or published — then what the kind shows of it.
 */
export function ReadOnlyContent<Status extends ContentStatus>({
  content,
  messages,
  inReview,
  children,
}: {
  content: { status: Status; visibility: VideoVisibility };
  messages: Dictionary<
    'inReviewNote' | 'publishedNote' | `status_${NoInfer<Status>}` | `visibility_${VideoVisibility}`
  >;
  inReview: readonly Status[];
  children: ReactNode;
}) {
  const t = useMessages(messages);
  const note = inReview.includes(content.status)
    ? t('inReviewNote', { status: t(`status_${content.status}`) })
    : t('publishedNote');
  return (
    <Stack space="medium">
      <Inline space="small" alignY="center">
        <ContentStatusTag status={content.status} messages={messages} />
        <Text tone="muted">{t(`visibility_${content.visibility}`)}</Text>
      </Inline>
      <Text as="p" tone="caution" data={{ note: 'read-only' }}>
        {note}
      </Text>
      {children}
    </Stack>
  );
}
