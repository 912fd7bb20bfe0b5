import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Text } from '@creator-console/ui';
import type { Credentials } from '@creator-console/api-client';
// The kit's own modules, not its entry: that also carries the Radix-based inputs' bindings, which
// the login page does not render.
import { FormError } from '../../../shared/form/form-error';
import { FormTextField } from '../../../shared/form/text-field';
import { useContractForm } from '../../../shared/form/use-contract-form';
import { useMessages } from '../../../shared/i18n';
import { loginMessages } from '../messages';

/** The checks (and zod) load on demand: the form paints without them and needs them on submit. */
const loadCredentialsSchema = () => import('../credentials-schema');

/**
 * Set by the prerendered page's shell script (prerender.tsx) on a form submitted before React took
 * it over: the form submits itself once it has.
 */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';

export interface LoginFormProps {
  /** Logs in; a rejection's message is shown on the form. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  /** Turns a failure into the text to show (the server's message when there is one). */
  describeFailure: (error: unknown) => string;
  /** Called once, when the user first focuses a field: time to fetch what logging in needs. */
  onFirstInput?: () => void;
}

/**
 * Account (username or phone number) and password, on the form kit. Both are required and checked
 * here, so an empty form never reaches the server. A refusal of the input (400/422 `issues`) shows
 * under the field it names, the account's under the account although the server calls it `email`;
 * any other failure (wrong password, a disabled account, 429 while throttled) in an alert.
 */
export function LoginForm({ onSubmit, describeFailure, onFirstInput }: LoginFormProps) {
  const t = useMessages(loginMessages);
  const form = useContractForm<Credentials, Credentials>(
    async () =>
      (await loadCredentialsSchema()).credentialsSchema({
        account: t('accountRequired'),
        password: t('passwordRequired'),
      }),
    { defaultValues: { account: '', password: '' }, serverNames: { email: 'account' } },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const focused = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);

  const firstInput = () => {
    if (focused.current) return;
    focused.current = true;
    void loadCredentialsSchema();
    onFirstInput?.();
  };

  // The page may come prerendered (main.tsx hydrates it): what was typed before the scripts ran is
  // in the inputs but not yet in the form's values, a field may already have the focus, and the
  // form may have been submitted.
  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    for (const name of ['account', 'password'] as const) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== '' && input.value !== form.getValues(name)) {
        form.setValue(name, input.value);
      }
    }
    if (element.contains(document.activeElement)) firstInput();
    if (element.hasAttribute(SUBMIT_PENDING_ATTRIBUTE)) {
      element.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
      element.requestSubmit();
    }
    // Once, after the first render: later values come from the fields' own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const logIn = async (credentials: Credentials) => {
    try {
      await onSubmit(credentials);
    } catch (error) {
      if (form.setServerErrors(error) === null) setFailure(describeFailure(error));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    void form.handleSubmit(logIn)(event);
  };

  return (
    <form ref={formElement} method="post" noValidate onSubmit={submit} onFocus={firstInput}>
      <Stack space="large">
        {failure ? (
          <Box role="alert" background="criticalSoft" borderRadius="standard" padding="standard">
            <Text tone="critical">{failure}</Text>
          </Box>
        ) : null}
        <FormTextField
          control={form.control}
          name="account"
          label={t('account')}
          hint={t('accountHint')}
          autoComplete="username"
          required
        />
        <FormTextField
          control={form.control}
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormError control={form.control} />
        <Button
          type="submit"
          tone="accent"
          variant="solid"
          size="large"
          fullWidth
          loading={form.formState.isSubmitting}
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
