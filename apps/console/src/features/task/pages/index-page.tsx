import {
  endpoints,
  formatFen,
  MISSION_MESSAGES,
  MISSION_PERIOD_LABELS,
  type MyMission,
} from '@creator-console/contract';
import { Amount, Button, Card, EmptyState, Inline, Skeleton, Stack, Tag, Text } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useLocale, useMessages } from '../../../shared/i18n';
import { ListPage } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useClaimMission } from '../api';
import { taskMessages } from '../messages';

/** One mission: what it asks, a progress bar (3/3), the reward and 领取奖励 / 已领取. */
function MissionCard({ mission }: { mission: MyMission }) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const dateTime = useDateTime();
  const { trigger, isMutating } = useClaimMission();
  const claim = async () => {
    const claimed = await trigger({ params: { id: mission.id } });
    toaster.show({ tone: 'positive', message: MISSION_MESSAGES.claimedNow(formatFen(claimed.amount_fen)) });
  };
  const progressText = `${mission.progress.toLocaleString(locale)}/${mission.target.toLocaleString(locale)}`;
  return (
    <Card title={mission.title} as="article" titleAs="h2" data={{ testid: `mission-${mission.id}` }}>
      <Stack space="small">
        {mission.description ? <Text tone="muted">{mission.description}</Text> : null}
        <Inline space="small" alignY="center">
          <meter
            value={mission.progress}
            max={mission.target}
            aria-label={t('progressLabel', { title: mission.title })}
          />
          <Text>{progressText}</Text>
        </Inline>
        <Inline space="small" alignY="center">
          <Text>
            {t('reward')}：<Amount fen={mission.reward_fen} locale={locale} />
          </Text>
          <Tag size="small">{MISSION_PERIOD_LABELS[mission.period]}</Tag>
          {mission.starts_at && mission.ends_at ? (
            <Text tone="muted" size="small">
              {t('window', { from: dateTime(mission.starts_at), to: dateTime(mission.ends_at) })}
            </Text>
          ) : null}
        </Inline>
        <div>
          {mission.claimed ? (
            <Tag tone="positive">{t('claimed')}</Tag>
          ) : mission.exhausted ? (
            <Tag>{t('exhausted')}</Tag>
          ) : (
            <Button
              onClick={() => void claim()}
              disabled={!mission.claimable}
              loading={isMutating}
              aria-label={t('claimLabel', { title: mission.title })}
            >
              {t('claim')}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** /task/index 成长任务: the online missions of the current period with the caller's progress. */
export default function TaskIndexPage() {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  const { data, isLoading } = useEndpoint(endpoints.myMissions);
  return (
    <ListPage>
      {data ? (
        <Text tone="muted">
          {t('month', {
            claimed: formatFen(data.month.claimed_fen, { locale }),
            cap: formatFen(data.month.cap_fen, { locale }),
          })}
        </Text>
      ) : null}
      {isLoading || !data ? (
        <Skeleton lines={4} />
      ) : data.items.length === 0 ? (
        <EmptyState title={t('noMissions')} description={t('noMissionsHint')} />
      ) : (
        <Stack space="medium">
          {data.items.map((mission) => (
            <MissionCard key={mission.id} mission={mission} />
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
