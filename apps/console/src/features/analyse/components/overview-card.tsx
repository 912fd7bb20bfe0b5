import { Button, Card, EmptyState, Skeleton, Stack, Stat, type DateRange } from '@creator-console/ui';
import { useLocale, useMessages } from '../../../shared/i18n';
import { useStatisticsInfo } from '../api/get-statistics-info';
import { changeTrend } from '../../../shared/change-trend';
import { analyseMessages } from '../messages';
import { METRICS, daysBetween } from '../range-params';
import * as styles from './figures-grid.css';

/** The range's totals, each with its change against the same number of days before, and the fans. */
export function OverviewCard({ range }: { range: DateRange }) {
  const t = useMessages(analyseMessages);
  const { locale } = useLocale();
  const { data, error, isLoading, mutate } = useStatisticsInfo(range);

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
    body = (
      <div className={styles.grid} aria-busy="true">
        {[...METRICS, 'fans'].map((metric) => (
          <Stack key={metric} space="xsmall">
            <Skeleton width="5em" />
            <Skeleton shape="block" height={32} width="8em" />
          </Stack>
        ))}
      </div>
    );
  } else {
    body = (
      <div className={styles.grid}>
        {METRICS.map((metric) => (
          <Stat
            key={metric}
            label={t(metric)}
            value={data.totals[metric]}
            trend={changeTrend(data.totals[metric], data.previous[metric], locale, t('noPrevious'))}
            data={{ metric }}
          />
        ))}
        <Stat label={t('fansTotal')} value={data.fans} help={t('fansTotalHelp')} data={{ metric: 'fans' }} />
      </div>
    );
  }

  return (
    <Card
      as="section"
      titleAs="h2"
      title={t('overview')}
      description={t('overviewDescription', {
        start: range.start,
        end: range.end,
        days: daysBetween(range.start, range.end),
      })}
    >
      {body}
    </Card>
  );
}
