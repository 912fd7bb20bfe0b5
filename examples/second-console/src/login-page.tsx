import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { encryptCredentials, isHttpError } from '@creator-console/api-client';
import { persistLogin } from '@creator-console/auth';
import { endpoints } from '@creator-console/contract';
import { Button, Card, Heading, Stack, Text, TextField } from '@creator-console/ui';
import { apiClient, sessionStore } from './api';

/** Username (or phone) and password, sent with the contract's field scheme, like the main console. */
export function LoginPage() {
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiClient.call(endpoints.login, {
        body: encryptCredentials({ account, password }),
        silent: true,
      });
      persistLogin(sessionStore, answer);
      navigate('/messages', { replace: true });
    } catch (failure) {
      setError(isHttpError(failure) ? failure.message : 'Login failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main style={{ maxWidth: 360, margin: '10vh auto' }}>
      <Card>
        <form onSubmit={submit}>
          <Stack space="medium">
            <Heading level={1}>Second console</Heading>
            <TextField
              label="Account"
              name="account"
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <div role="alert">{error && <Text tone="critical">{error}</Text>}</div>
            <Button type="submit" tone="accent" loading={busy}>
              Log in
            </Button>
          </Stack>
        </form>
      </Card>
    </main>
  );
}
