import { useState } from 'react';
import { accountPasswordInput, type AccountRow } from '@creator-console/contract';
import {
  Button,
  Dialog,
  DialogContent,
  Inline,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@creator-console/ui';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import { useResetAccountPassword } from '../api';
import { accountMessages } from '../messages';

/** The one-time password of a created or reset account, with 复制. */
export function OneTimePassword({ password }: { password: string }) {
  const t = useMessages(accountMessages);
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Text weight="strong" data={{ password: 'one-time' }}>
          {password}
        </Text>
        <Button
          size="small"
          variant="ghost"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(password)
              .then(() => toaster.show({ tone: 'positive', message: t('copied') }))
          }
        >
          {t('copy')}
        </Button>
      </Inline>
      <Text tone="caution">{t('passwordOnce')}</Text>
    </Stack>
  );
}

/** Shows a created account's generated password once. */
export function CreatedPasswordDialog({
  password,
  onClose,
}: {
  password: string | null;
  onClose: () => void;
}) {
  const t = useMessages(accountMessages);
  return (
    <Dialog open={password !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('initialPassword')}>
        <Stack space="medium">
          {password ? <OneTimePassword password={password} /> : null}
          <Inline align="right">
            <Button onClick={onClose}>{t('done')}</Button>
          </Inline>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** Reset a password: generated (shown once) or set by hand; the account is signed out. */
export function PasswordDialog({ account, onClose }: { account: AccountRow | null; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const { trigger, isMutating } = useResetAccountPassword();
  const [mode, setMode] = useState<'generate' | 'manual'>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<string | null>(null);
  const close = () => {
    setMode('generate');
    setPassword('');
    setError(undefined);
    setShown(null);
    onClose();
  };
  const submit = async () => {
    if (!account) return;
    const body = mode === 'generate' ? { generate: true as const } : { password };
    const checked = accountPasswordInput.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (mode === 'manual' && password === account.username) {
      setError('密码不能与用户名相同');
      return;
    }
    const answer = await trigger({ params: { id: account.id }, body: checked.data });
    toaster.show({ tone: 'positive', message: t('passwordReset') });
    if (answer.initial_password) setShown(answer.initial_password);
    else close();
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={account ? t('passwordTitle', { name: account.name }) : ''}>
        {shown ? (
          <Stack space="medium">
            <OneTimePassword password={shown} />
            <Inline align="right">
              <Button onClick={close}>{t('done')}</Button>
            </Inline>
          </Stack>
        ) : (
          <Stack space="medium">
            <RadioGroup
              label={t('initialPassword')}
              orientation="horizontal"
              value={mode}
              options={[
                { value: 'generate', label: t('generate') },
                { value: 'manual', label: t('manual') },
              ]}
              onValueChange={(value) => setMode(value === 'manual' ? 'manual' : 'generate')}
            />
            {mode === 'manual' ? (
              <TextField
                label={t('password')}
                type="password"
                hint={t('passwordHint')}
                autoComplete="new-password"
                value={password}
                error={error}
                maxLength={32}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
            ) : null}
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={close}>
                {t('cancel')}
              </Button>
              <Button loading={isMutating} onClick={() => void submit().catch(() => undefined)}>
                {t('resetPassword')}
              </Button>
            </Inline>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
