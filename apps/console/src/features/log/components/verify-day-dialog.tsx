import { useState } from 'react';
import { endpoints } from '@creator-console/contract';
import { Button, Dialog, DialogContent, DialogTrigger, Stack, Text, TextField } from '@creator-console/ui';
import { useMessages } from '../../../shared/i18n';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { indexMessages } from '../index-messages';

const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - 86_400_000));

/** 完整性校验: recompute one day's digest (POST /api/operation-logs/verify) and say whether it matches. */
export function VerifyDayDialog() {
  const t = useMessages(indexMessages);
  const [day, setDay] = useState(yesterday);
  const [error, setError] = useState<string | undefined>();
  const verify = useEndpointMutation(endpoints.verifyOperationLogDay);
  const result = verify.data;
  return (
    <Dialog
      onOpenChange={(open) => {
        if (!open) verify.reset();
      }}
    >
      <DialogTrigger>
        <Button variant="soft">{t('verify')}</Button>
      </DialogTrigger>
      <DialogContent title={t('verifyTitle')} description={t('verifyDescription')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
              setError(t('dayInvalid'));
              return;
            }
            setError(undefined);
            void verify.trigger({ body: { day } }).catch(() => undefined);
          }}
        >
          <Stack space="standard">
            <TextField
              label={t('verifyDay')}
              placeholder="YYYY-MM-DD"
              value={day}
              error={error}
              onChange={(event) => {
                setDay(event.target.value);
                verify.reset();
              }}
            />
            <Button type="submit" loading={verify.isMutating}>
              {t('verifyRun')}
            </Button>
            {result ? (
              <div role="status">
                <Text tone={result.match ? 'positive' : 'critical'} weight="strong">
                  {result.match ? t('verifyMatch') : t('verifyMismatch')}
                </Text>
              </div>
            ) : null}
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
