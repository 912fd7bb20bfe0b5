import { endpoints } from '@creator-console/contract';
import { Button, EmptyState, Heading, MarkdownView, Skeleton, Stack, Text } from '@creator-console/ui';
import { CenteredPage } from '../../../shared/components/centered-page';
import { RouterLink } from '../../../shared/components/router-link';
import { TextLink } from '../../../shared/components/text-link';
import { dayOf } from '../../../shared/date-time';
import { useDocumentTitle } from '../../../shared/document-title';
import { defineMessages, useMessages } from '../../../shared/i18n';
import { useEndpoint } from '../../../shared/use-endpoint';

const messages = defineMessages({
  'zh-CN': {
    title: '用户协议',
    back: '返回登录',
    version: '版本 v{version} · {date} 生效',
    loading: '正在加载用户协议',
    failed: '用户协议加载失败',
    retry: '重试',
  },
  'en-US': {
    title: 'User agreement',
    back: 'Back to log in',
    version: 'Version v{version} · in effect since {date}',
    loading: 'Loading the user agreement',
    failed: 'The user agreement could not be loaded',
    retry: 'Retry',
  },
});

/**
 * The public user agreement: the published version from the API (its text is the platform's own and
 * is shown in Chinese in both languages), with its version and date.
 */
export default function AgreementPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('title'));
  const { data, error, isLoading, mutate } = useEndpoint(endpoints.agreementDocument);
  return (
    <CenteredPage>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{t('title')}</Heading>
          {data ? (
            <Text tone="muted">
              {t('version', { version: data.version, date: dayOf(data.effective_at) })}
            </Text>
          ) : null}
        </Stack>
        {data ? (
          <div lang="zh-CN">
            <MarkdownView source={data.body} linkAs={RouterLink} />
          </div>
        ) : error && !isLoading ? (
          <EmptyState
            icon="alert"
            title={t('failed')}
            action={
              <Button variant="soft" onClick={() => void mutate()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <div aria-busy="true" aria-label={t('loading')} role="status">
            <Stack space="large">
              {[0, 1, 2].map((section) => (
                <Stack key={section} space="small">
                  <Skeleton width="30%" />
                  <Skeleton lines={3} />
                </Stack>
              ))}
            </Stack>
          </div>
        )}
        <Text>
          <TextLink to="/login">{t('back')}</TextLink>
        </Text>
      </Stack>
    </CenteredPage>
  );
}
