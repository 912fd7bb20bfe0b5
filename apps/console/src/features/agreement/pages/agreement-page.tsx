import { Heading, Stack, Text } from '@creator-console/ui';
import { CenteredPage } from '../../../shared/components/centered-page';
import { useDocumentTitle } from '../../../shared/document-title';
import { defineMessages, useMessages } from '../../../shared/i18n';
import { TextLink } from '../../../shared/components/text-link';

/** The user agreement. Its text is the platform's own and is shown in Chinese in both languages. */
const sections = [
  {
    title: '一、服务内容',
    body: '创作者平台为创作者、MCN 机构提供视频与图集的上传发布、直播、广告任务、数据分析、钱包与提现、认证等服务，为平台运营人员提供内容审核与平台管理功能。',
  },
  {
    title: '二、账号与安全',
    body: '你应妥善保管账号与密码，不得将账号出借或转让他人。因你保管不善造成的损失由你自行承担；发现账号被盗用时，请立即联系平台。',
  },
  {
    title: '三、内容规范',
    body: '你发布的内容应遵守法律法规与《用户公约》，不得侵犯他人合法权益。平台有权对违规内容进行审核、下架，并视情节对账号采取限制措施。',
  },
  {
    title: '四、个人信息保护',
    body: '平台仅在提供服务所必需的范围内收集和使用你的个人信息。手机号、身份证号等敏感信息在列表中均做脱敏处理，查看需经授权并留有记录。',
  },
  {
    title: '五、协议变更',
    body: '平台可能根据业务调整修订本协议，修订后的协议将在本页面公布。你继续使用平台服务即视为接受修订后的协议。',
  },
];

const messages = defineMessages({
  'zh-CN': { title: '用户协议', back: '返回登录' },
  'en-US': { title: 'User agreement', back: 'Back to log in' },
});

export default function AgreementPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('title'));
  return (
    <CenteredPage>
      <Stack space="large">
        <Heading level={1}>{t('title')}</Heading>
        <div lang="zh-CN">
          <Stack space="large">
            {sections.map((section) => (
              <Stack key={section.title} space="small" as="section">
                <Heading level={2}>{section.title}</Heading>
                <Text as="p">{section.body}</Text>
              </Stack>
            ))}
          </Stack>
        </div>
        <Text>
          <TextLink to="/login">{t('back')}</TextLink>
        </Text>
      </Stack>
    </CenteredPage>
  );
}
