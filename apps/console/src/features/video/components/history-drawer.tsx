import { Drawer, DrawerContent, Skeleton, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useMyVideo } from '../api/get-my-video';
import { videoMessages } from '../messages';
import { ContentHistory } from './content-history';
import { ContentStatusTag, rejectionReason } from './content-status';

/**
 * A video's review history for its creator, in a drawer: its status, why it was rejected, each
 * machine verdict and reviewer decision, and when it was submitted.
 */
export function HistoryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useMessages(videoMessages);
  const { data: video, isLoading } = useMyVideo(id);
  const reason = video?.status === 'rejected' ? rejectionReason(video) : '';

  return (
    <Drawer open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DrawerContent title={t('historyTitle', { title: video?.title ?? '' })} size="standard">
          {isLoading || !video ? (
            <Skeleton lines={5} />
          ) : (
            <Stack space="large">
              <ContentStatusTag status={video.status} messages={videoMessages} />
              {reason ? (
                <Text tone="critical" as="p">
                  {t('reason', { reason })}
                </Text>
              ) : null}
              <ContentHistory
                history={video.history}
                messages={videoMessages}
                machineActor={t('historyMachine')}
              />
            </Stack>
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
