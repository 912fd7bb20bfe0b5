import { Button, Card, EmptyState, Inline, Skeleton, Stack, Text } from '@creator-console/ui';
import { INVITE_STATUS } from '@creator-console/contract';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useAnswerInvite, type InviteAnswer } from '../api/answer-invite';
import { useReceivedInvites } from '../api/get-received-invites';
import { personalMessages } from '../messages';
import * as styles from './invites-card.css';

/** The creator's pending MCN invitations, each to accept or refuse. */
export function InvitesCard() {
  const t = useMessages(personalMessages);
  const { data, isLoading } = useReceivedInvites(true);
  const { trigger, isMutating } = useAnswerInvite();

  const answer = async (id: number, name: string, status: InviteAnswer) => {
    try {
      await trigger({ id, status });
    } catch {
      return;
    }
    toaster.show({
      tone: 'positive',
      message: t(status === INVITE_STATUS.accepted ? 'inviteAccepted' : 'inviteRefused', { name }),
    });
  };

  let body;
  if (isLoading || !data) body = <Skeleton lines={3} />;
  else if (data.data.length === 0) body = <EmptyState size="small" title={t('noInvites')} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('invites')}>
        {data.data.map((invite) => (
          <li key={invite.id} className={styles.item}>
            <Stack space="xsmall">
              <Text weight="medium">{t('inviteFrom', { name: invite.sender.name })}</Text>
              {invite.message ? <Text tone="muted">{invite.message}</Text> : null}
              <Inline space="small">
                <Button
                  size="small"
                  disabled={isMutating}
                  aria-label={t('acceptLabel', { name: invite.sender.name })}
                  onClick={() => void answer(invite.id, invite.sender.name, INVITE_STATUS.accepted)}
                >
                  {t('accept')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  tone="critical"
                  disabled={isMutating}
                  aria-label={t('refuseLabel', { name: invite.sender.name })}
                  onClick={() => void answer(invite.id, invite.sender.name, INVITE_STATUS.refused)}
                >
                  {t('refuse')}
                </Button>
              </Inline>
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <Card title={t('invites')} as="section" titleAs="h2">
      {body}
    </Card>
  );
}
