import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, EmptyState, Heading, Inline, Skeleton, Stack, Tag, Text } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMessage } from '../api/get-message';
import { useMarkRead } from '../api/mark-read';
import { formatTime } from '../components/message-list';
import { informMessages } from '../messages';
import * as styles from './detail-page.css';

const parseId = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** One message in full (`?id=`); opening an unread message marks it read, and the bell follows. */
export default function InformDetailPage() {
  const t = useMessages(informMessages);
  const { locale } = useLocale();
  const titles = usePageTitles();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const { data, error, isLoading } = useMessage(id);
  const { markRead } = useMarkRead();
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (data && !data.is_read && marked.current !== data.id) {
      marked.current = data.id;
      void markRead({ id: data.id }).catch(() => undefined);
    }
  }, [data, markRead]);

  const back = (
    <Text>
      <TextLink to={`/inform/index?type=${data?.type ?? 1}`}>{t('back')}</TextLink>
    </Text>
  );

  let body;
  if (id === null) {
    body = <EmptyState icon="alert" title={t('badId')} action={back} />;
  } else if (error) {
    body = <EmptyState icon="alert" title={t('notFound')} action={back} />;
  } else if (isLoading || !data) {
    body = (
      <Card>
        <Skeleton lines={5} />
      </Card>
    );
  } else {
    body = (
      <Card as="article" padding="large">
        <Stack space="medium">
          <Heading level={2}>{data.title}</Heading>
          <Inline space="small">
            <Tag size="small">{t(`type${data.type as 1 | 2 | 3 | 4}`)}</Tag>
            <Text size="small" tone="muted">
              {t('receivedAt')}：<time dateTime={data.created_at}>{formatTime(data.created_at, locale)}</time>
            </Text>
          </Inline>
          <div className={styles.content}>{data.content}</div>
          {data.link ? (
            <Text>
              <TextLink to={data.link}>{t('openLink')}</TextLink>
            </Text>
          ) : null}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      {back}
      {body}
    </Stack>
  );
}
