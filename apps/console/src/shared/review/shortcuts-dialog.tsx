import { Dialog, DialogContent, Stack, Text } from '@creator-console/ui';
import { useMessages } from '../i18n';
import { reviewMessages } from './messages';
import * as styles from './review-workbench.css';

/** The workbench's keys (opened with ? or the button); A and R are said as the stage means them. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  approve,
  reject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stage's words for A and R, when not the plain 通过 / 驳回. */
  approve?: string | undefined;
  reject?: string | undefined;
}) {
  const t = useMessages(reviewMessages);
  const rows: [string[], string][] = [
    [['J', '↓'], t('keyNext')],
    [['K', '↑'], t('keyPrevious')],
    [['A'], approve ?? t('keyApprove')],
    [['R'], reject ?? t('keyReject')],
    [['1–9'], t('keyReason')],
    [['Ctrl/⌘ + Enter'], t('keySubmit')],
    [['X'], t('keyToggle')],
    [['?'], t('keyHelp')],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('shortcutsTitle')}>
        <Stack space="medium">
          <dl className={styles.keys}>
            {rows.map(([keys, what]) => (
              <div key={what} className={styles.keyRow}>
                <dt className={styles.keyTerm}>
                  {keys.map((key) => (
                    <kbd key={key} className={styles.kbd}>
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd className={styles.keyDefinition}>{what}</dd>
              </div>
            ))}
          </dl>
          <Text tone="muted">{t('keyTyping')}</Text>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
