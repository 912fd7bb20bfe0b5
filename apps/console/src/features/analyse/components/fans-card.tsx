import {
  Button,
  Card,
  EmptyState,
  Heading,
  LineChart,
  ShareBar,
  Stack,
  Stat,
  type DateRange,
} from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useStatisticsFans } from '../api/get-statistics-fans';
import { analyseMessages } from '../messages';
import * as styles from './figures-grid.css';

/** The fans: the total at the range's end, daily gains and losses, the total per day, gender and age. */
export function FansCard({ range }: { range: DateRange }) {
  const t = useMessages(analyseMessages);
  const { data, error, isLoading, mutate } = useStatisticsFans(range);
  const loading = isLoading || !data;
  const days = data?.days ?? [];
  const categories = days.map((day) => day.date);

  if (error && !data) {
    return (
      <Card as="section" titleAs="h2" title={t('fans')}>
        <EmptyState
          icon="alert"
          title={t('loadError')}
          action={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Card as="section" titleAs="h2" title={t('fans')}>
      <Stack space="large">
        {data ? <Stat label={t('fansTotal')} value={data.fans} data={{ metric: 'fans-total' }} /> : null}
        <Stack space="small">
          <Heading level={3}>{t('fansChange')}</Heading>
          <LineChart
            label={t('fansChange')}
            loading={loading}
            categories={categories}
            series={[
              {
                id: 'new_fans',
                label: t('new_fans'),
                values: days.map((day) => day.new_fans),
                tone: 'positive',
              },
              {
                id: 'lost_fans',
                label: t('lostFans'),
                values: days.map((day) => day.lost_fans),
                tone: 'critical',
              },
            ]}
            height={200}
          />
        </Stack>
        <Stack space="small">
          <Heading level={3}>{t('fansTotalChart')}</Heading>
          <LineChart
            label={t('fansTotalChart')}
            loading={loading}
            categories={categories}
            series={[{ id: 'fans', label: t('fansTotal'), values: days.map((day) => day.fans) }]}
            zeroBaseline={false}
            height={200}
          />
        </Stack>
        <div className={styles.pair}>
          <Stack space="small">
            <Heading level={3}>{t('gender')}</Heading>
            <ShareBar label={t('gender')} loading={loading} shares={data?.gender ?? []} />
          </Stack>
          <Stack space="small">
            <Heading level={3}>{t('age')}</Heading>
            <ShareBar label={t('age')} loading={loading} shares={data?.age ?? []} />
          </Stack>
        </div>
      </Stack>
    </Card>
  );
}
