import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Credentials } from '@creator-console/api-client';
import { safeRedirectTarget } from '@creator-console/auth';
import { Box, Heading, Inline, Stack, Text } from '@creator-console/ui';
import { LanguageToggle } from '../../../shared/components/language-toggle';
import { TextLink } from '../../../shared/components/text-link';
import { useDocumentTitle } from '../../../shared/document-title';
import { useMessages } from '../../../shared/i18n';
import { logIn, loginFailureMessage, preloadLogIn } from '../api/log-in';
import { loginMessages } from '../messages';
import { LoginForm } from './login-form';
import * as styles from './login-screen.css';

export interface LoginScreenProps {
  /** `/login` serves creators and MCN agencies, `/enter` the platform's staff: one form, two doors. */
  audience: 'creator' | 'staff';
}

export function LoginScreen({ audience }: LoginScreenProps) {
  const t = useMessages(loginMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const staff = audience === 'staff';
  useDocumentTitle(staff ? t('staffTitle') : t('title'));

  const submit = async (credentials: Credentials) => {
    await logIn(credentials);
    navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
  };
  const describeFailure = (error: unknown) => loginFailureMessage(error, t('failed'));

  return (
    <Box
      as="main"
      className={styles.screen}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      background="background"
      padding="large"
    >
      <Box
        className={styles.card}
        background="surface"
        borderRadius="large"
        boxShadow="medium"
        padding="xlarge"
      >
        <Stack space="large">
          <Inline align="right">
            <LanguageToggle />
          </Inline>
          <Stack space="small">
            <Heading level={1}>{staff ? t('staffHeading') : t('heading')}</Heading>
            <Text tone="muted">{staff ? t('staffSubheading') : t('subheading')}</Text>
          </Stack>
          <LoginForm onSubmit={submit} describeFailure={describeFailure} onFirstInput={preloadLogIn} />
          <Stack space="small">
            <Text size="small" tone="muted">
              {t('agreementPrefix')} <TextLink to="/agreement">{t('agreementLink')}</TextLink>
            </Text>
            <Text size="small">
              <TextLink to={staff ? '/login' : '/enter'}>
                {staff ? t('creatorEntry') : t('staffEntry')}
              </TextLink>
            </Text>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}
