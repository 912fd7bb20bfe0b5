import { useMemo } from 'react';
import { Button, EmptyState, LineChart, Skeleton, Stack, Stat, Text } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useStatisticsFans } from '../api/get-statistics-fans';
import { useStatisticsInfo } from '../api/get-statistics-info';
import { dashboardMessages } from '../messages';
import { changeTrend } from '../../../shared/change-trend';
import { lastSevenDays, netChangeTrend } from '../statistics-range';
import { DashboardCard } from './dashboard-card';
import * as styles from './figures-card.css';

const FIGURES = ['plays', 'likes', 'new_fans'] as const;

/**
 * A creator's (or MCN's) key figures of the last 7 days against the 7 before — plays, likes, new
 * fans, and the fans total with its net change — a small chart of the fans total, and the way to
 * the data overview for the same days.
 */
export function FiguresCard() {
  const t = useMessages(dashboardMessages);
  const { locale } = useLocale();
  const range = useMemo(() => lastSevenDays(), []);
  const info = useStatisticsInfo(range);
  const fans = useStatisticsFans(range);
  const failed = (info.error && !info.data) || (fans.error && !fans.data);

  let body;
  if (failed) {
    body = (
      <EmptyState
        icon="alert"
        size="small"
        title={t('figuresError')}
        action={
          <Button
            onClick={() => {
              void info.mutate();
              void fans.mutate();
            }}
          >
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const net = fans.data?.days.reduce((sum, day) => sum + day.new_fans - day.lost_fans, 0);
    body = (
      <>
        {info.data && fans.data ? (
          <div className={styles.grid}>
            {FIGURES.map((figure) => (
              <Stat
                key={figure}
                label={t(figure)}
                value={info.data!.totals[figure]}
                trend={changeTrend(
                  info.data!.totals[figure],
                  info.data!.previous[figure],
                  locale,
                  t('noPrevious'),
                )}
                data={{ metric: figure }}
              />
            ))}
            <Stat
              label={t('fansTotal')}
              value={info.data.fans}
              trend={netChangeTrend(net ?? 0, locale)}
              data={{ metric: 'fans' }}
            />
          </div>
        ) : (
          <div className={styles.grid} aria-busy="true">
            {[...FIGURES, 'fans'].map((figure) => (
              <Stack key={figure} space="xsmall">
                <Skeleton width="4em" />
                <Skeleton shape="block" height={32} width="6em" />
              </Stack>
            ))}
          </div>
        )}
        <LineChart
          label={t('fansTrend')}
          loading={!fans.data}
          categories={fans.data?.days.map((day) => day.date) ?? []}
          series={[
            { id: 'fans', label: t('fansTotal'), values: fans.data?.days.map((day) => day.fans) ?? [] },
          ]}
          height={140}
          zeroBaseline={false}
        />
      </>
    );
  }

  return (
    <DashboardCard title={t('figures')}>
      <Stack space="medium">
        <Text as="p" tone="muted">
          {t('figuresPeriod', { start: range.start, end: range.end })}
        </Text>
        {body}
        <TextLink to={`/analyse/user?start=${range.start}&end=${range.end}`}>{t('figuresMore')}</TextLink>
      </Stack>
    </DashboardCard>
  );
}
