import { Link } from 'react-router-dom';
import { Button, Inline, Stack, Tag, Text } from '@creator-console/ui';
import type { MessageSummary } from '@creator-console/contract';
import { useLocale, useMessages } from '../../../shared/i18n';
import { informMessages } from '../messages';
import * as styles from './message-list.css';

export const formatTime = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** Messages as a list: title (opens the detail), first line, time, read state and "mark read". */
export function MessageList({
  items,
  label,
  onMarkRead,
  busy,
}: {
  items: readonly MessageSummary[];
  label: string;
  onMarkRead: (id: number) => void;
  busy: boolean;
}) {
  const t = useMessages(informMessages);
  const { locale } = useLocale();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-unread={item.is_read ? undefined : ''}>
          <Stack space="xsmall">
            <Inline space="small" alignY="center">
              <Tag size="small" tone={item.is_read ? 'neutral' : 'accent'}>
                {item.is_read ? t('read') : t('unread')}
              </Tag>
              <Link className={styles.title} to={`/inform/detail?id=${item.id}`}>
                {item.title}
              </Link>
            </Inline>
            <Text tone="muted">{item.summary}</Text>
            <Inline space="medium" alignY="center">
              <Text size="small" tone="muted">
                <time dateTime={item.created_at}>{formatTime(item.created_at, locale)}</time>
              </Text>
              {item.is_read ? null : (
                <Button size="small" variant="ghost" disabled={busy} onClick={() => onMarkRead(item.id)}>
                  {t('markRead')}
                  <span className={styles.hidden}>：{item.title}</span>
                </Button>
              )}
            </Inline>
          </Stack>
        </li>
      ))}
    </ul>
  );
}
