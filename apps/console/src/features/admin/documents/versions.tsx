import { diffLines } from 'diff';
import { useMemo, useState } from 'react';
import { endpoints, type AdminDocumentVersion } from '@creator-console/contract';
import {
  Button,
  DataTable,
  Dialog,
  DialogContent,
  Drawer,
  DrawerContent,
  Inline,
  MarkdownView,
  Skeleton,
  Stack,
  StatusTag,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { RouterLink } from '../../../shared/components/router-link';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCancelVersion } from './api';
import { dayOf } from '../../../shared/date-time';
import * as styles from './versions.css';
import { documentMessages } from './messages';

/** The lines of `after` against `before`: each removed, added or kept. */
export function lineDiff(before: string, after: string) {
  return diffLines(before, after).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', line }) as const),
  );
}

function Compare({ version, current }: { version: AdminDocumentVersion; current: AdminDocumentVersion }) {
  const t = useMessages(documentMessages);
  const lines = useMemo(() => lineDiff(current.body, version.body), [current.body, version.body]);
  if (lines.every((line) => line.kind === 'same')) return <Text>{t('same')}</Text>;
  return (
    <pre className={styles.diff} lang="zh-CN">
      {lines.map((line, index) => (
        <div key={index} className={styles.line[line.kind]}>
          {line.kind === 'added' ? (
            <span className={styles.marker} aria-label={t('added')}>
              +
            </span>
          ) : line.kind === 'removed' ? (
            <span className={styles.marker} aria-label={t('removed')}>
              −
            </span>
          ) : (
            <span className={styles.marker} aria-hidden="true">
              {' '}
            </span>
          )}
          {line.line || ' '}
        </div>
      ))}
    </pre>
  );
}

/** 版本历史: every version with 查看, 与当前版本对比 and 以此为基础新建草稿. */
export function VersionsDrawer({
  docKey,
  docName,
  onClose,
  onBaseOn,
}: {
  docKey: string;
  docName: string;
  onClose: () => void;
  onBaseOn: (version: AdminDocumentVersion) => void;
}) {
  const t = useMessages(documentMessages);
  const { data } = useEndpoint(endpoints.adminDocumentVersions, { params: { key: docKey } });
  const cancel = useCancelVersion();
  const [open, setOpen] = useState<{ mode: 'view' | 'compare'; version: AdminDocumentVersion } | null>(null);
  const current = data?.versions.find((v) => v.status === 'published') ?? null;

  const columns: DataTableColumn<AdminDocumentVersion>[] = [
    { key: 'version', header: t('version'), cell: (row) => `v${row.version}` },
    {
      key: 'status',
      header: t('status'),
      // The shared StatusTag kind (admin.md §6): 草稿, 待生效, 当前版本, 已归档.
      cell: (row) => <StatusTag kind="docVersion" status={row.status} />,
    },
    {
      key: 'effective_at',
      header: t('effective'),
      cell: (row) => (row.effective_at ? dayOf(row.effective_at) : '—'),
    },
    { key: 'published_by', header: t('publisher'), cell: (row) => row.published_by ?? '—' },
    { key: 'change_note', header: t('note'), cell: (row) => row.change_note || '—' },
    { key: 'words', header: t('words'), cell: (row) => row.words },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Inline space="xsmall">
          <Button size="small" variant="ghost" onClick={() => setOpen({ mode: 'view', version: row })}>
            {t('view')}
          </Button>
          {current && row.id !== current.id ? (
            <Button size="small" variant="ghost" onClick={() => setOpen({ mode: 'compare', version: row })}>
              {t('compare')}
            </Button>
          ) : null}
          {row.status === 'scheduled' ? (
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              onClick={async () => {
                await cancel.trigger({ params: { key: docKey, version: row.version } });
                toaster.show({ tone: 'positive', message: t('cancelled', { version: row.version }) });
              }}
            >
              {t('cancelSchedule')}
            </Button>
          ) : null}
          {row.status !== 'draft' ? (
            <Button size="small" variant="ghost" onClick={() => onBaseOn(row)}>
              {t('baseOn')}
            </Button>
          ) : null}
        </Inline>
      ),
    },
  ];

  return (
    <Drawer open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DrawerContent title={t('historyOf', { title: docName })} size="large">
        {data ? (
          <DataTable label={t('history')} columns={columns} rows={data.versions} rowKey="id" />
        ) : (
          <Skeleton lines={5} />
        )}
        {open ? (
          <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}>
            <DialogContent
              size="large"
              title={
                open.mode === 'view'
                  ? t('viewTitle', { version: open.version.version, title: open.version.title })
                  : t('compareTitle', { version: open.version.version, current: current?.version ?? '—' })
              }
            >
              <Stack space="medium">
                {open.mode === 'view' ? (
                  <div lang="zh-CN">
                    <MarkdownView source={open.version.body} linkAs={RouterLink} />
                  </div>
                ) : current ? (
                  <Compare version={open.version} current={current} />
                ) : (
                  <Text>{t('noCurrent')}</Text>
                )}
              </Stack>
            </DialogContent>
          </Dialog>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
