import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateRangePicker, Heading, Stack, type DateRange } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { usePageTitles } from '../../../shared/page-titles';
import { FansCard } from '../components/fans-card';
import { OverviewCard } from '../components/overview-card';
import { TrendCard } from '../components/trend-card';
import { analyseMessages } from '../messages';
import { earliestDay, lastCompleteDay, readMetric, readRange, type Metric } from '../range-params';

/**
 * 数据概览: the signed-in creator's figures over a date range kept in the URL
 * (`?start=&end=`, the last 30 days by default) — totals against the period before, a trend per
 * metric (`?metric=`), and the fans.
 */
export default function AnalyseUserPage() {
  const t = useMessages(analyseMessages);
  const titles = usePageTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const last = lastCompleteDay();
  const range = readRange(searchParams, last);
  const metric = readMetric(searchParams);
  // What the picker shows: the URL's range, or a half-typed or invalid one the user is still
  // fixing — until the URL's range changes (a quick range, back and forward).
  const rangeKey = `${range.start}/${range.end}`;
  const [draft, setDraft] = useState<{ of: string; value: DateRange } | null>(null);
  const shown = draft?.of === rangeKey ? draft.value : range;

  const update = (next: Record<string, string>) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) params.set(name, value);
      return params;
    });

  const changeRange = (next: DateRange, { valid }: { valid: boolean }) => {
    setDraft({ of: rangeKey, value: next });
    if (valid && next.start && next.end) update({ start: next.start, end: next.end });
  };

  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <DateRangePicker
        label={t('range')}
        hint={t('rangeHint')}
        value={shown}
        onChange={changeRange}
        today={last}
        min={earliestDay(last)}
        max={last}
        required
      />
      <OverviewCard range={range} />
      <TrendCard range={range} metric={metric} onMetricChange={(next: Metric) => update({ metric: next })} />
      <FansCard range={range} />
    </Stack>
  );
}
