import { Box, Heading, Stack, Text } from '@creator-console/ui';
import { TextLink } from '../components/text-link';
import { commonMessages, defineMessages, useMessages } from '../i18n';
import { usePageTitles } from '../page-titles';

const messages = defineMessages({
  'zh-CN': {
    body: '这个功能还在建设中，暂时无法使用。',
    hint: '此页不会用示例数据填充；功能上线后，这里显示真实内容。',
  },
  'en-US': {
    body: 'This area is still being built and cannot be used yet.',
    hint: 'It is not filled with sample data; real content appears here once the area ships.',
  },
});

/**
 * The page of a menu entry whose area is not built yet: its real title and an honest note. It
 * never shows sample data.
 */
export default function NotAvailablePage() {
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const titles = usePageTitles();
  return (
    <Stack space="large">
      <Heading level={1}>{titles.page}</Heading>
      <Box background="surface" borderRadius="large" padding="xlarge" boxShadow="small">
        <Stack space="medium">
          <Text as="p" weight="medium">
            {t('body')}
          </Text>
          <Text as="p" tone="muted">
            {t('hint')}
          </Text>
          <Text>
            <TextLink to="/dashboard">{common('home')}</TextLink>
          </Text>
        </Stack>
      </Box>
    </Stack>
  );
}
