import { Heading, Stack, Text } from '@creator-console/ui';
import { CenteredPage } from '../shared/components/centered-page';
import { TextLink } from '../shared/components/text-link';
import { useDocumentTitle } from '../shared/document-title';
import { commonMessages, defineMessages, useMessages } from '../shared/i18n';

const messages = defineMessages({
  'zh-CN': { title: '页面不存在', body: '你访问的页面不存在，或你没有访问它的权限。' },
  'en-US': { title: 'Page not found', body: 'The page does not exist, or you are not allowed to open it.' },
});

/** `/404`: unknown paths and paths outside the user's menu land here. */
export default function NotFoundPage() {
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  useDocumentTitle(t('title'));
  return (
    <CenteredPage>
      <Stack space="large">
        <Heading level={1}>{t('title')}</Heading>
        <Text as="p">{t('body')}</Text>
        <Text>
          <TextLink to="/dashboard">{common('home')}</TextLink>
        </Text>
      </Stack>
    </CenteredPage>
  );
}
