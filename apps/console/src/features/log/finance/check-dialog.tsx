import { useState } from 'react';
import { endpoints, yuanText, type LedgerCheckResult } from '@creator-console/contract';
import { Button, Dialog, DialogContent, Stack, Tag, Text } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import { isBalanced, problemLines } from './check';
import { financeLogMessages } from './messages';

/** 账务核对: runs /api/ledger/check and shows 账务平衡 or the mismatches. */
export function CheckButton() {
  const t = useMessages(financeLogMessages);
  const dateTime = useDateTime();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<LedgerCheckResult | null>(null);
  const run = async () => {
    setRunning(true);
    try {
      setResult(await apiClient.call(endpoints.ledgerCheck, {}));
    } finally {
      setRunning(false);
    }
  };
  const lines = result ? problemLines(result, (fen) => yuanText(fen)) : null;
  return (
    <>
      <Button variant="soft" loading={running} onClick={() => void run()}>
        {t('check')}
      </Button>
      <Dialog open={result !== null} onOpenChange={(open) => (open ? undefined : setResult(null))}>
        <DialogContent title={t('checkTitle')}>
          {result && lines ? (
            <Stack space="medium">
              {isBalanced(result) ? (
                <Tag tone="positive">{t('balanced')}</Tag>
              ) : (
                <Stack space="small">
                  <Text>{t('entriesSum', { sum: yuanText(result.entries_sum_fen) })}</Text>
                  {lines.unbalanced ? (
                    <Text tone="critical">{t('unbalanced', { list: lines.unbalanced })}</Text>
                  ) : null}
                  {lines.mismatched ? (
                    <Text tone="critical">{t('mismatched', { list: lines.mismatched })}</Text>
                  ) : null}
                  {lines.negative ? (
                    <Text tone="critical">{t('negative', { list: lines.negative })}</Text>
                  ) : null}
                </Stack>
              )}
              <Text tone="muted">{t('checkedAt', { at: dateTime(result.checked_at) })}</Text>
              <div>
                <Button variant="ghost" onClick={() => setResult(null)}>
                  {t('close')}
                </Button>
              </div>
            </Stack>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
