import { MESSAGE_TYPES } from '@creator-console/contract';
import { Badge, Inline } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useUnreadCountOfType } from '../api/get-unread-count';
import { informMessages } from '../messages';

/** The message types, one tab each, in the bell's order. */
export const MESSAGE_TYPE_LIST = Object.values(MESSAGE_TYPES);
export type MessageTypeCode = (typeof MESSAGE_TYPE_LIST)[number];

/** A tab's name with its unread count. */
export function TypeTabLabel({ type }: { type: MessageTypeCode }) {
  const t = useMessages(informMessages);
  const count = useUnreadCountOfType(type);
  return (
    <Inline space="xsmall" alignY="center">
      <span>{t(`type${type}`)}</span>
      {count > 0 ? <Badge count={count} label={t('unreadCount', { count })} /> : null}
    </Inline>
  );
}
