import { Button, Inline, Text } from '@creator-console/ui';
import type { UserInfo } from '@creator-console/contract';
import { defineMessages, useMessages } from '../../shared/i18n';
import { useSwitchAccount } from '../../shared/linked-accounts';

const messages = defineMessages({
  'zh-CN': {
    actingAs: '{mcn} → {creator}',
    label: '当前以 {creator} 的身份操作（来自 {mcn}）',
    back: '返回 MCN',
    switching: '切换中…',
  },
  'en-US': {
    actingAs: '{mcn} → {creator}',
    label: 'Acting as {creator} (from {mcn})',
    back: 'Back to MCN',
    switching: 'Switching…',
  },
});

/** While an MCN is inside one of its creators: who acts as whom, and the way back. */
export function ActingAs({ mcn, user }: { mcn: UserInfo; user: UserInfo }) {
  const t = useMessages(messages);
  const { switchingId, switchTo } = useSwitchAccount();
  const names = { mcn: mcn.name, creator: user.name };
  return (
    <Inline space="small" wrap={false}>
      <Text size="small" tone="muted" truncate>
        <span title={t('label', names)}>{t('actingAs', names)}</span>
      </Text>
      <Button
        size="small"
        variant="soft"
        disabled={switchingId !== null}
        onClick={() => void switchTo(mcn.id)}
      >
        {switchingId !== null ? t('switching') : t('back')}
      </Button>
    </Inline>
  );
}
