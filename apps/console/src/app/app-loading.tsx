import { Box, Text } from '@creator-console/ui';
import { useI18n } from '../shared/i18n';

/** Shown while the first route's guard and page load. */
export function AppLoading() {
  const { t } = useI18n();
  return (
    <Box role="status" display="flex" justifyContent="center" padding="xxlarge">
      <Text tone="muted">{t('loading')}</Text>
    </Box>
  );
}
