import { useEffect, useState } from 'react';
import { Tag } from '@creator-console/ui';
import { useMessages } from '../i18n';
import { reviewMessages } from './messages';

/** The time left on the earliest lock of the claimed batch, ticking each second; red once it has run out. */
export function LockTimer({ until }: { until: number }) {
  const t = useMessages(reviewMessages);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((until - now) / 1000));
  if (left === 0) return <Tag tone="critical">{t('lockExpired')}</Tag>;
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Tag tone={left < 60 ? 'caution' : 'neutral'} icon="lock">
      <span role="timer" aria-live="off">
        {t('lockLeft', { time })}
      </span>
    </Tag>
  );
}
