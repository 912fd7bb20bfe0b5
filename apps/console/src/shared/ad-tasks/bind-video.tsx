import type { ReactNode } from 'react';
import type { MyTaskVideo } from '@creator-console/contract';
import { Button, Inline, Pagination, Skeleton, Stack, Tag, Text } from '@creator-console/ui';
import { useFileUrl } from '../files';
import { useMessages } from '../i18n';
import * as styles from './bind-video.css';
import { bindVideoMessages } from './messages';

type Check = MyTaskVideo['checks'][number];

/** One bind check as a chip: `✓ 已发布公开`, `✗ 视频缺少任务话题：#山野春笋季`. */
export function bindCheckChip(check: Check): { text: string; tone: 'positive' | 'critical' } {
  return { text: `${check.ok ? '✓' : '✗'} ${check.message}`, tone: check.ok ? 'positive' : 'critical' };
}

function Cover({ reference, title }: { reference: string | null; title: string }) {
  const url = useFileUrl(reference ?? undefined);
  return url ? (
    <img className={styles.cover} src={url} alt={title} />
  ) : (
    <span className={styles.cover} aria-hidden />
  );
}

/**
 * One video a task could take (ad-tasks.md §10): cover, title, plays and a chip per bind check, as
 * the bind runs them; `action` is what the page offers for it (the creator's 关联到任务, the staff
 * bind's 选择).
 */
export function BindVideoRow({
  video,
  action,
  selected = false,
}: {
  video: MyTaskVideo;
  action?: ReactNode;
  selected?: boolean;
}) {
  const t = useMessages(bindVideoMessages);
  return (
    <li
      className={selected ? `${styles.row} ${styles.selected}` : styles.row}
      data-testid={`bind-video-${video.id}`}
      aria-label={video.title}
    >
      <Cover reference={video.cover} title={video.title} />
      <Stack space="xsmall">
        <Text weight="medium">{video.title}</Text>
        <Text size="small" tone="muted">
          {t('plays', { n: new Intl.NumberFormat('en-US').format(video.plays) })}
        </Text>
        <Inline space="xsmall" wrap>
          {video.checks.map((check) => {
            const chip = bindCheckChip(check);
            return (
              <Tag key={check.rule} size="small" tone={chip.tone}>
                {chip.text}
              </Tag>
            );
          })}
        </Inline>
        {action}
      </Stack>
    </li>
  );
}

/**
 * A page of bind candidates with its states: loading, failed (with 重试), empty, the rows and the
 * pager. `action` renders each row's own control.
 */
export function BindVideoList({
  label,
  list,
  loading,
  failed,
  onRetry,
  empty,
  page,
  onPage,
  action,
  selectedId,
}: {
  label: string;
  list: { data: readonly MyTaskVideo[]; total: number } | undefined;
  loading: boolean;
  failed?: string | null;
  onRetry?: () => void;
  empty: string;
  page: { page: number; size: number };
  onPage: (page: number, size: number) => void;
  action?: (video: MyTaskVideo) => ReactNode;
  selectedId?: number | null;
}) {
  const t = useMessages(bindVideoMessages);
  if (failed) {
    return (
      <div role="alert">
        <Stack space="small">
          <Text tone="critical">{failed}</Text>
          {onRetry ? (
            <div>
              <Button size="small" variant="soft" onClick={onRetry}>
                {t('retry')}
              </Button>
            </div>
          ) : null}
        </Stack>
      </div>
    );
  }
  if (loading || !list) return <Skeleton lines={3} />;
  if (list.data.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {list.data.map((video) => (
          <BindVideoRow
            key={video.id}
            video={video}
            action={action?.(video)}
            selected={video.id === selectedId}
          />
        ))}
      </ul>
      {list.total > page.size ? (
        <Pagination
          total={list.total}
          page={page.page}
          size={page.size}
          label={label}
          onChange={(next, size) => onPage(next, size)}
        />
      ) : null}
    </>
  );
}
