import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { useMessageList } from '../api/get-messages';
import { useUnreadCountOfType } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { MessageList } from '../components/message-list';
import { TypeTabLabel } from '../components/type-tab-label';
import { MESSAGE_TYPE_LIST, PAGE_SIZES, readListParams, type MessageTypeCode } from '../list-params';
import { informMessages } from '../messages';

/**
 * The notification centre: one tab per message type (the bell opens type 1), a page of messages
 * with paging kept in the URL, and marking one or all of the type read — the bell follows.
 */
export default function InformIndexPage() {
  const t = useMessages(informMessages);
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const { type, page, size } = readListParams(searchParams);

  const update = (next: { type?: number; page?: number; size?: number }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) params.set(name, String(value));
      return params;
    });

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Tabs value={String(type)} onValueChange={(value) => update({ type: Number(value), page: 1 })}>
        <TabsList label={t('tabsLabel')}>
          {MESSAGE_TYPE_LIST.map((code) => (
            <TabsTrigger key={code} value={String(code)}>
              <TypeTabLabel type={code} />
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={String(type)}>
          <TypePanel
            type={type}
            page={page}
            size={size}
            onPage={(nextPage, nextSize) =>
              update({ page: nextSize === size ? nextPage : 1, size: nextSize })
            }
          />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}

function TypePanel({
  type,
  page,
  size,
  onPage,
}: {
  type: MessageTypeCode;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}) {
  const t = useMessages(informMessages);
  const { data, error, isLoading, mutate } = useMessageList({ type, page, size });
  const unread = useUnreadCountOfType(type);
  const { markRead, isMutating } = useMarkRead();
  const typeName = t(`type${type}`);

  const markAll = async () => {
    const { updated } = await markRead({ type });
    toaster.show({ tone: 'positive', message: t('markedAll', { count: updated }) });
  };

  let body;
  if (error && !data) {
    body = (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (isLoading || !data) {
    body = <Skeleton lines={6} />;
  } else if (data.data.length === 0) {
    body = <EmptyState title={t('empty')} description={t('emptyBody')} />;
  } else {
    body = (
      <Stack space="medium">
        <MessageList
          items={data.data}
          label={t('listLabel', { type: typeName })}
          busy={isMutating}
          onMarkRead={(id) => void markRead({ id })}
        />
        <Pagination
          total={data.total}
          page={page}
          size={size}
          pageSizes={PAGE_SIZES}
          label={t('pagination')}
          onChange={onPage}
        />
      </Stack>
    );
  }

  return (
    <Card
      padding="standard"
      actions={
        <Inline space="small">
          <Button variant="soft" disabled={unread === 0 || isMutating} onClick={() => void markAll()}>
            {t('markAllRead')}
          </Button>
        </Inline>
      }
    >
      {body}
    </Card>
  );
}
