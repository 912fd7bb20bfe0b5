import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Text } from '@creator-console/ui';
import type { Credentials } from '@creator-console/api-client';
import { useMessages } from '../../../shared/i18n';
import { loginMessages } from '../messages';

export interface LoginFormProps {
  /** Logs in; a rejection's message is shown on the form. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** Turns a failure into the text to show (the server's message when there is one). */
  describeFailure: (error: unknown) => string;
  /** Called once, when the user first focuses a field: time to fetch what logging in needs. */
  onFirstInput?: () => void;
}

interface FieldErrors {
  account?: string;
  password?: string;
}

/**
 * Account (username or phone number) and password. Both are required and checked here, so an
 * empty form never reaches the server; the phone pattern does not block anything (spec §5).
 */
export function LoginForm({ onSubmit, describeFailure, onFirstInput }: LoginFormProps) {
  const t = useMessages(loginMessages);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState(false);

  const firstInput = () => {
    if (touched) return;
    setTouched(true);
    onFirstInput?.();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(account.trim() === '' ? { account: t('accountRequired') } : {}),
      ...(password === '' ? { password: t('passwordRequired') } : {}),
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.account || errors.password) return;
    setSubmitting(true);
    try {
      await onSubmit({ account: account.trim(), password });
    } catch (error) {
      setFailure(describeFailure(error));
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} onFocus={firstInput}>
      <Stack space="large">
        {failure ? (
          <Box role="alert" background="criticalSoft" borderRadius="standard" padding="standard">
            <Text tone="critical">{failure}</Text>
          </Box>
        ) : null}
        <TextField
          label={t('account')}
          hint={t('accountHint')}
          name="account"
          autoComplete="username"
          required
          value={account}
          error={fieldErrors.account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" tone="accent" variant="solid" size="large" fullWidth loading={submitting}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
