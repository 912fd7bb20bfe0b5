import { Button } from '@creator-console/ui';
import { useI18n } from '../i18n';

/** Switches between 中文 and English; the choice is remembered on this device. */
export function LanguageToggle() {
  const { locale, setLocale, t } = useI18n();
  const next = locale === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button variant="ghost" size="small" lang={next} onClick={() => setLocale(next)}>
      {next === 'en-US' ? t('switchToEnglish') : t('switchToChinese')}
    </Button>
  );
}
