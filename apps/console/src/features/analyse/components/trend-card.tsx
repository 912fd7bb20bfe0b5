import {
  Button,
  Card,
  EmptyState,
  LineChart,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type DateRange,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useStatisticsHistory } from '../api/get-statistics-history';
import { analyseMessages } from '../messages';
import { METRICS, type Metric } from '../range-params';

/** One metric per day of the range as a line, the metric picked in tabs (kept in the URL). */
export function TrendCard({
  range,
  metric,
  onMetricChange,
}: {
  range: DateRange;
  metric: Metric;
  onMetricChange: (metric: Metric) => void;
}) {
  const t = useMessages(analyseMessages);
  const { data, error, isLoading, mutate } = useStatisticsHistory(range);
  const days = data?.days ?? [];
  const quiet = data !== undefined && days.every((day) => METRICS.every((name) => day[name] === 0));

  let chart;
  if (error && !data) {
    chart = (
      <EmptyState
        icon="alert"
        title={t('loadError')}
        action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  } else if (quiet) {
    chart = <EmptyState title={t('empty')} description={t('emptyBody')} />;
  } else {
    chart = (
      <LineChart
        label={t('trendChart', { metric: t(metric) })}
        loading={isLoading || !data}
        categories={days.map((day) => day.date)}
        series={[{ id: metric, label: t(metric), values: days.map((day) => day[metric]) }]}
        data={{ metric }}
      />
    );
  }

  return (
    <Card as="section" titleAs="h2" title={t('trend')}>
      <Tabs value={metric} onValueChange={(value) => onMetricChange(value as Metric)}>
        <TabsList label={t('trendMetrics')}>
          {METRICS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(name)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={metric}>{chart}</TabsContent>
      </Tabs>
    </Card>
  );
}
