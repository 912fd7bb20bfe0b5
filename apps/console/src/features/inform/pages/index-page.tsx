import { z } from 'zod';
import { endpoints, MESSAGE_TYPES } from '@creator-console/contract';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { useMessages } from '../../../shared/i18n';
import { ListPage, ListResult, urlParam, useListParams, type Paging } from '../../../shared/list';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useUnreadCountOfType } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { MessageList } from '../components/message-list';
import { MESSAGE_TYPE_LIST, TypeTabLabel, type MessageTypeCode } from '../components/type-tab-label';
import { informMessages } from '../messages';

/**
 * The list state in the URL: `type` (default 1, the bell's tab), `page`, `size` (the picker offers
 * 10/20/50/100; any size up to the API's 100 is honoured when linked).
 */
const informParams = z.object({
  type: urlParam.numberOf(MESSAGE_TYPE_LIST, MESSAGE_TYPES.system),
  page: urlParam.page(),
  size: urlParam.anySize(),
});

/**
 * The notification centre: one tab per message type (the bell opens type 1), a page of messages
 * with paging kept in the URL, and marking one or all of the type read — the bell follows.
 */
export default function InformIndexPage() {
  const t = useMessages(informMessages);
  const { params, update, paging } = useListParams(informParams);
  return (
    <ListPage>
      <Tabs value={String(params.type)} onValueChange={(value) => update({ type: value })}>
        <TabsList label={t('tabsLabel')}>
          {MESSAGE_TYPE_LIST.map((code) => (
            <TabsTrigger key={code} value={String(code)}>
              <TypeTabLabel type={code} />
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={String(params.type)}>
          <TypePanel type={params.type} paging={paging} />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}

function TypePanel({ type, paging }: { type: MessageTypeCode; paging: Paging }) {
  const t = useMessages(informMessages);
  const query = useEndpoint(
    endpoints.myMessages,
    { query: { type, page: paging.page, size: paging.size } },
    { keepPreviousData: true },
  );
  const unread = useUnreadCountOfType(type);
  const { markRead, isMutating } = useMarkRead();

  const markAll = async () => {
    const { updated } = await markRead({ type });
    toaster.show({ tone: 'positive', message: t('markedAll', { count: updated }) });
  };

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
      <ListResult query={query} paging={paging} pagingLabel={t('pagination')} errorTitle={t('loadError')}>
        {(items) =>
          query.isLoading || !query.data ? (
            <Skeleton lines={6} />
          ) : items.length === 0 ? (
            <EmptyState title={t('empty')} description={t('emptyBody')} />
          ) : (
            <MessageList
              items={items}
              label={t('listLabel', { type: t(`type${type}`) })}
              busy={isMutating}
              onMarkRead={(id) => void markRead({ id })}
            />
          )
        }
      </ListResult>
    </Card>
  );
}
