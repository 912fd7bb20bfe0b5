import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Heading, Stack, Text } from '@creator-console/ui';
import { CenteredPage } from '../shared/components/centered-page';
import { useI18n } from '../shared/i18n';
import { TextLink } from '../shared/components/text-link';

/** The last resort when a route throws: say so, and offer the way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error && error.message
      ? error.message
      : t('routeError');
  return (
    <CenteredPage>
      <Stack space="large">
        <Heading level={1}>{message}</Heading>
        <Text>
          <TextLink to="/dashboard">{t('home')}</TextLink>
        </Text>
      </Stack>
    </CenteredPage>
  );
}
