import { ConfirmDialog } from '@creator-console/ui';
import { useExternalStore } from '../external-store';
import { useLocale, useMessages } from '../i18n';
import { noticeMessages, noticeText, reloginStore } from '../notices';
import { sessionStore } from '../session';

/**
 * 401 and 503 (spec §8): the server's message in a dialog titled 确定退出. Logging in again clears
 * the session and reloads, and the guard then sends the user to the login page.
 */
export default function ReloginDialog() {
  const notice = useExternalStore(reloginStore);
  const { locale } = useLocale();
  const t = useMessages(noticeMessages);
  return (
    <ConfirmDialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) reloginStore.set(null);
      }}
      title={t('reloginTitle')}
      description={notice ? noticeText(notice, locale) : undefined}
      confirmLabel={t('reloginConfirm')}
      cancelLabel={t('reloginCancel')}
      onConfirm={() => {
        sessionStore.clear();
        window.location.reload();
      }}
    />
  );
}
