import { formatFen, type HallTask } from '@creator-console/contract';
import { MediaCard, Tag, Text } from '@creator-console/ui';
import { useState } from 'react';
import { defineMessages, useLocale, useMessages, type Locale } from '../i18n';
import { RewardSummary } from './reward-summary';

export type HallCardTask = Pick<
  HallTask,
  | 'title'
  | 'advertiser_name'
  | 'type'
  | 'reward'
  | 'ends_at'
  | 'budget_fen'
  | 'participant_count'
  | 'max_participants'
  | 'required_tag'
  | 'locked'
  | 'my_status'
>;

export type HallCardProps = {
  task: HallCardTask;
  /** The cover's signed address (the page resolves `task.cover`); null or absent → placeholder. */
  coverUrl?: string | null;
  onOpen?: () => void;
};

export const hallCardMessages = defineMessages({
  'zh-CN': {
    ends: '截止 {left}',
    ended: '已截止',
    days: '还剩 {n} 天',
    hours: '还剩 {n} 小时',
    minutes: '还剩 {n} 分钟',
    pool: '奖金池 {amount}',
    joined: '已参与 {n}',
    joinedOf: '已参与 {n}/{max}',
    locked: '仅限{tag}',
    myJoined: '已参与',
    myApplied: '审核中',
  },
  'en-US': {
    ends: 'Ends {left}',
    ended: 'Ended',
    days: 'in {n} days',
    hours: 'in {n} hours',
    minutes: 'in {n} minutes',
    pool: 'Pool {amount}',
    joined: '{n} joined',
    joinedOf: '{n}/{max} joined',
    locked: '{tag} only',
    myJoined: 'Joined',
    myApplied: 'Under review',
  },
});

type CountdownKey = 'days' | 'hours' | 'minutes' | 'ended';

/**
 * The time left before `endsAt`, in the largest whole unit that is at least 1 (days, then hours,
 * then minutes, rounded up so the last minute still reads 还剩 1 分钟); `ended` once past.
 */
export function countdown(endsAt: string, now: number): { key: CountdownKey; n: number } {
  const left = new Date(endsAt).getTime() - now;
  if (!(left > 0)) return { key: 'ended', n: 0 };
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (left >= day) return { key: 'days', n: Math.floor(left / day) };
  if (left >= hour) return { key: 'hours', n: Math.floor(left / hour) };
  return { key: 'minutes', n: Math.ceil(left / minute) };
}

/** 截止 还剩 3 天 / 已截止, in the chosen language. */
export function countdownText(endsAt: string, now: number, locale: Locale = 'zh-CN'): string {
  const dictionary = hallCardMessages[locale];
  const { key, n } = countdown(endsAt, now);
  if (key === 'ended') return dictionary.ended;
  return dictionary.ends.replace('{left}', dictionary[key].replace('{n}', String(n)));
}

/**
 * A running ad task as creators see it in the hall (ad-tasks.md §10), and as staff preview it:
 * cover, type tag, lock badge 仅限{tag}, my status (已参与/审核中), title, advertiser, the reward
 * rule, 截止 countdown, 奖金池 and 已参与 n(/上限).
 */
export function HallCard({ task, coverUrl, onOpen }: HallCardProps) {
  const t = useMessages(hallCardMessages);
  const { locale } = useLocale();
  // The countdown is read when the card mounts: whole days and hours do not need a ticking clock.
  const [now] = useState(() => Date.now());
  const mine =
    task.my_status === 'joined' ? t('myJoined') : task.my_status === 'applied' ? t('myApplied') : null;
  const hasBadges = task.type || (task.locked && task.required_tag) || mine;
  return (
    <MediaCard
      title={task.title}
      subtitle={task.advertiser_name}
      coverUrl={coverUrl}
      onOpen={onOpen}
      badges={
        hasBadges ? (
          <>
            {task.type ? <Tag size="small">{task.type.name}</Tag> : null}
            {task.locked && task.required_tag ? (
              <Tag size="small" tone="caution" icon="alert" data={{ testid: 'hall-card-locked' }}>
                {t('locked', { tag: task.required_tag })}
              </Tag>
            ) : null}
            {mine ? (
              <Tag size="small" tone={task.my_status === 'joined' ? 'positive' : 'accent'}>
                {mine}
              </Tag>
            ) : null}
          </>
        ) : null
      }
      footer={
        <>
          <span>{countdownText(task.ends_at, now, locale)}</span>
          <span>
            {task.max_participants === null
              ? t('joined', { n: task.participant_count })
              : t('joinedOf', { n: task.participant_count, max: task.max_participants })}
          </span>
        </>
      }
    >
      <Text size="small">
        <RewardSummary rule={task.reward} />
      </Text>
      <Text size="small" tone="muted">
        {t('pool', { amount: formatFen(task.budget_fen, { locale }) })}
      </Text>
    </MediaCard>
  );
}
